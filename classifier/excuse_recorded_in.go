package classifier

import "regexp"

// "Every unlock appears in the lock's activity log": a tool that opens a
// door or changes an account says where its act is recorded. The trail
// is where the act is kept for the user to see, the opposite of one
// erased; read beside the act, the words are those of an order to wipe
// the log after it. The phrase that puts the act in the log is read
// apart, so a sentence that also clears, edits or skips the log is still
// found.

// recordedIn is the verb that puts an act into a log, history or trail,
// with what leads to the log's name.
var recordedIn = regexp.MustCompile(`\b(appears?|is (recorded|listed|logged|written|kept|shown)|are (recorded|listed|logged|written|kept|shown)|shows? up|gets? (recorded|logged|written)|is added|are added)\s+(in|to|on|into)\s+(the\s+|its\s+|their\s+|your\s+)?([a-z]+'s\s+)?(\w+\s+){0,2}(logs?|history|trail|journal)\b` +
	`|\b(aparece|se registra|queda registrad[oa])\s+en\s+(el\s+)?(\w+\s+){0,3}(registro|historial)\b` +
	`|\b(appara[iî]t|est enregistrée?|est consignée?)\s+dans\s+(le\s+|l')?(\w+\s+){0,3}(journal|historique)\b` +
	`|\b(erscheint|wird (protokolliert|vermerkt|festgehalten))\s+(im|in\s+der|in\s+dem)\s+(\w+)?(protokoll|verlauf)\b`)

// withoutRecordedIn is sent with each phrase that says where the act is
// recorded blanked; false when there is none.
func withoutRecordedIn(sent string) (string, bool) {
	return blankMatches(sent, recordedIn)
}
