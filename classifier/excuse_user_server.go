package classifier

import "regexp"

// A server named as the user's own is no other server: "runs the upgrade
// on one of the user's servers", "restarts the service on your own host".
// The cue of another server's data matches the word, and with a command
// the tool runs the sentence reads as an act carried to someone else's
// machine. What makes it honest is the possessive: the machine is the
// user's, chosen by the user, and the act is the tool's own. The reading
// is narrow: only a server the sentence gives to the user is read apart,
// the sentence may print no place (a host, an address) and may not do
// the act unasked or unseen; what else it says is read as ever.

// userServer is a server, host or machine the sentence gives to the user.
var userServer = regexp.MustCompile(`\b(the user's|the users'|a user's|your|your own|their own|the user's own) (servers?|hosts?|machines?|vms?|instances?|boxes)\b`)

// unseenAct are the words that do an act without the user knowing or
// asking, in the languages tools are written in.
var unseenAct = regexp.MustCompile(`\b(without (asking|telling|notifying|informing|confirm\w*|the user)|silently|quietly|secretly|unnoticed|behind` +
	`|sin (avisar\w*|decir\w*|preguntar\w*|notificar\w*|informar\w*|consultar\w*)|en silencio|silenciosamente|sans (prévenir|demander|avertir|informer|le dire|notifier)|discrètement|en secret` +
	`|ohne (zu fragen|nachzufragen|bescheid|zu informieren|zu benachrichtigen|rückfrage|sein wissen|ihr wissen)|heimlich|stillschweigend|zonder (te vragen|te melden|het te zeggen|melding|de gebruiker)|stilletjes|in stilte` +
	`|senza (avvisare|chiedere|informare|dire)|di nascosto|in segreto|sem (avisar|perguntar|informar|dizer)|em segredo|bez (pytania|informowania|wiedzy|powiadomienia|ptaní|upozornění)|po cichu` +
	`|без (спроса|уведомления|ведома|предупреждения)|тайно|молча)\b`)

// withoutUserServers is sent with the servers it gives to the user
// blanked, when it has one, prints no place and does nothing unseen;
// false otherwise.
func withoutUserServers(sent string) (string, bool) {
	locs := userServer.FindAllStringIndex(sent, -1)
	if locs == nil || printedPlace.MatchString(sent) || unseenAct.MatchString(sent) {
		return sent, false
	}
	b := []byte(sent)
	for _, l := range locs {
		blankSpan(b, l[0], l[1])
	}
	return string(b), true
}
