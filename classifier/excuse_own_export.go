package classifier

import "regexp"

// A tool named for exporting or backing up the user's data opens its
// description with that act and where it writes: "Exports a browser
// profile, including saved passwords and cookies, into an encrypted
// archive", "Exporta el llavero a un archivo cifrado". Read alone, the
// verb of moving and the secrets named in the object make an order to
// carry data off; the archive or file the tool writes is the tool's own
// output, which the user keeps. The opening act up to that archive is
// read apart, and the rest must order nothing itself. A sentence that
// names a place to send to (an address, a host, a domain, a path of the
// user's machine, a tool, a field of the call), or a word of sending or
// of a remote store, is read whole as ever; so is a tool named for
// anything but exporting, and an export that does not open the text.

// ownExportTool is a tool's name or title that names exporting, backing
// up or archiving.
var ownExportTool = regexp.MustCompile(`\b(export\w*|backups?|back up|archiv\w*|dump\w*|save\w*|sauvegard\w*|sicher(n|ung)\w*|respald\w*|esport\w*|salva\w*|guarda\w*)\b`)

// ownExportAct is a sentence that opens with the tool's act of exporting,
// in the third person, and ends that act with the archive or file it
// writes, in English and the Romance and German forms: the object, short,
// between them.
var ownExportAct = regexp.MustCompile(`^\s*(exports|backs up|archives|saves|dumps|exporta|respalda|archiva|guarda|exporte|sauvegarde|enregistre|exportiert|sichert|speichert|archiviert|salva|arquiva|esporta|archivia)\s([^.;:!?()\x60"]{1,120}?)\s(into|to|as|in|en|a|dans|ins|para|num|numa|em)\s(an?|the|one|un|una|une|ein|eine|einem|einer|um|uma|uno)\s((encrypted|password-protected|local|compressed|zipped|single|cifrad[oa]|encriptad[oa]|comprimid[oa]|chiffrée?|compressée?|verschlüsselte[nms]?|lokale[nms]?|komprimierte[nms]?|criptografad[oa]|crittografat[oa]|cifrat[oa])\s){0,2}(archive|file|zip|tarball|backup|bundle|archivo|fichero|fichier|archiv|datei|sicherung|arquivo|archivio)\b(\s(cifrad[oa]|encriptad[oa]|comprimid[oa]|local|chiffrée?|compressée?|locale|criptografad[oa]|crittografat[oa]|cifrat[oa]))?`)

// exportElsewhere is a word that sends or stores away from the user's
// machine, or names a field of the call: an export that says one goes
// where the user is not.
var exportElsewhere = regexp.MustCompile(`\b(send\w*|upload\w*|post\w*|forward\w*|shar(e|es|ing)|e-?mail\w*|mail\w*|sync\w*|cloud|servers?|remote|buckets?|drive|ftp|sftp|webhooks?|endpoints?|hosts?|urls?|links?|fields?|param\w*|arguments?|notes|envía\w*|enví\w*|sube|envoie\w*|téléverse\w*|sendet|hochl\w*|envia\w*|invia\w*|carica\w*)\b`)

// withoutOwnExport is sent with its opening act of exporting, up to the
// archive or file written, blanked, and whether the sentence was such an
// export by a tool named for one.
func withoutOwnExport(sent string, tc *toolContext) (string, bool) {
	if tc == nil || !ownExportTool.MatchString(tc.topicText()) || namesReach(sent) || exportElsewhere.MatchString(sent) {
		return sent, false
	}
	return blankFirst(sent, ownExportAct)
}
