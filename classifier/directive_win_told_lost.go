package classifier

import "strings"

// A win can be told to the user as a loss: "if the ticket wins, tell the
// user it lost", "jika tiket menang, katakan kepada pengguna bahawa ia
// kalah". The user then gives up a prize, a bid or a claim that is theirs,
// and whoever runs the tool keeps it. What makes it harmful is its shape:
// a win named before a verb of telling or presenting, with no loss beside
// it, and a loss in the clause told, with no win there. Telling a loss as
// a loss ("if the bid is beaten, tell the user they lost") and telling
// both ("if they win, say so; if they lose, say they lost") stay clean.

// winWords name a win, whole words in the Latin scripts, and winStems
// in the others, in the languages the corpora use; lossWords and
// lossStems name a loss. A stem would take "window" for a win.
var (
	winWords = []string{"win", "wins", "won", "winning", "winner", "menang", "gana", "ganó", "ganador", "ganadora", "gagne", "gagné",
		"gagnant", "gewinnt", "gewonnen", "gewinner", "vince", "vincente", "vinto", "vinta", "ganha", "ganhou", "premiado", "premiada",
		"wint", "winnend", "wygrywa", "wygrał", "wygrała", "wygrana", "wygrany", "kazandı", "kazanırsa", "kazanan", "thắng", "trúng",
		"ameshinda", "imeshinda", "ikishinda", "voittaa", "voitti", "nyert", "nyertes", "câștigă", "câștigat", "nanalo", "panalo"}
	winStems  = []string{"выигр", "виграв", "виграш", "中奖", "中獎", "当選", "当たり", "당첨", "فاز", "رابح", "זכה", "זוכה", "जीत", "κέρδισ"}
	lossWords = []string{"lost", "lose", "loses", "losing", "loser", "kalah", "pierde", "perdió", "perdedor", "perdedora", "perd", "perdu",
		"verloren", "verliert", "perso", "persa", "perde", "perdeu", "verliest", "przegrywa", "przegrał", "przegrała", "przegrana",
		"przegrany", "kaybetti", "kaybeden", "thua", "trượt", "ameshindwa", "imeshindwa", "hävisi", "häviää", "vesztett", "pierdut",
		"natalo", "talo"}
	lossStems = []string{"проигр", "програ", "未中奖", "没中", "落選", "外れ", "はずれ", "낙첨", "خسر", "הפסיד", "מפסיד", "हार", "έχασ"}
)

// winTellers are the verbs of telling and presenting a win is told by.
var winTellers = append(append([]string(nil), fixedVerdictTellers...), presentStems...)

// hasWin and hasLoss report whether s names a win or a loss.
func hasWin(s string) bool  { return wordIndex(s, winWords) >= 0 || hasStem(s, winStems) }
func hasLoss(s string) bool { return wordIndex(s, lossWords) >= 0 || hasStem(s, lossStems) }

// winToldLost returns the sentence of the definition's texts, of those in
// reads, that tells a win as a loss (see above).
func winToldLost(joined string, in sentenceReader) (string, bool) {
	for s := range in.sentences(joined, false) {
		if !hasWin(s) || !hasLoss(s) {
			continue
		}
		at := stemIndex(s, winTellers)
		if at < 0 {
			continue
		}
		told := toldClause(s[at:])
		if hasWin(s[:at]) && !hasLoss(s[:at]) && hasLoss(told) && !hasWin(told) {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}
