package classifier

import (
	"regexp"
	"strings"
)

// A tool that sets up a standing delivery says so in its opening
// sentence: "forwards matching messages to another address they choose",
// "every push is also sent to a second remote the user owns", "uploads
// new photos to their home NAS". Read alone, the words are those of a side
// copy made on every call; what makes them honest is that the place is
// the user's own choice, named as such and taken in a parameter of the
// tool (or the user's own account), with no place printed, nothing kept
// from the user and no side act added. The check then reads the rest of
// the definition without that sentence, so an order after it still counts.

// chosenPlace names the destination as the user's choice: a relative
// clause on it whose subject is the user ("an address they choose", "a
// remote the user owns", "en webhook som styrelsen anger").
var chosenPlace = regexp.MustCompile(`\b(address|account|remote|destination|server|folder|url|webhook|endpoint|mailbox|inbox|nas|drive|device|bucket|repository|repo|calendar|channel|host|storage|location|recipient|person|contact)(e?s)?\s+(that |which )?(the |a )?(user|users|they|customer|owner|team|admin|administrator)('s)?\s+(already\s+)?(chooses?|owns?|picks?|provides?|gives?|names?|sets?|specif(y|ies)|configures?|configured|enters?|selects?|chose|picked|set up|added)\b` +
	`|\bsom\s+\w+\s+(anger|väljer|äger)\b|\bdie (der nutzer|die nutzerin|sie) (angibt|wählt|besitzt)\b|\bque (el usuario|la usuaria) (elija|indique|elige|indica)\b|\bque l'utilisateur (choisit|indique|possède)\b`)

// ownPlace names the destination as the user's own ("their own Google
// Drive", "their home NAS", "của chính họ"): an account of theirs, which
// takes no parameter.
var ownPlace = regexp.MustCompile(`\b(their|the user's|the customer's|your)\s+(own|home|personal)\s+(\w+\s+)?(drive|account|nas|server|storage|cloud|folder|mailbox|inbox|calendar|repository|repo|bucket|device|computer|phone|laptop|disk)s?\b|(drive|tài khoản|thư mục|máy chủ)\s+(\S+\s+)?của chính (họ|người dùng|bạn)`)

// placeParam is a parameter that takes where things go.
var placeParam = regexp.MustCompile(`url|uri|address|addr|email|remote|target|destination|dest|endpoint|webhook|host|server|nas|bucket|forward|recipient|delegate|mirror`)

// printedPlace is a place written into the sentence rather than left to
// the user: an e-mail address, a link, a host name or an IP address.
var printedPlace = regexp.MustCompile(`@|https?://|\b[a-z0-9-]+\.(com|io|net|org|dev|app|ai|co|me|xyz|ru|cn|info|biz|cc|se|de|fr|example)\b|\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b`)

// keptOrWidened are the words that make a delivery something other than
// the user's own setup: kept from the user, done without asking, or
// carrying something besides.
var keptOrWidened = regexp.MustCompile(`\b(without (asking|telling|notifying|informing|confirm\w*|the user)|silently|quietly|secretly|unnoticed|hidden|do not (tell|mention|inform)|don't (tell|mention)|never (tell|mention|show)|also (send|forward|copy|cc|bcc|include|upload)s?|as well as|password|passwords|token|tokens|credential\w*|api key|secret|ssh|cookies?)\b`)

// chosenDestination reports whether sent is the opening sentence of the
// tool's description and sends to a place it names as the user's choice,
// with none printed, nothing kept from the user and nothing widened.
func chosenDestination(sent string, tc *toolContext) bool {
	if tc == nil || tc.desc == "" {
		return false
	}
	sent = strings.TrimSpace(sent)
	if sent == "" || !strings.HasPrefix(strings.TrimSpace(tc.lowerDesc()), sent) ||
		printedPlace.MatchString(sent) || keptOrWidened.MatchString(sent) {
		return false
	}
	if ownPlace.MatchString(sent) {
		return true // the user's own account or place: nothing to take
	}
	if !chosenPlace.MatchString(sent) {
		return false
	}
	for _, p := range tc.params {
		if p.typ != "boolean" && p.deflt == "" && len(p.enum) == 0 && placeParam.MatchString(p.lname) {
			return true
		}
	}
	return false
}
