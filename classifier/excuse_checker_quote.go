package classifier

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// A tool that checks code, pipelines or scripts quotes the commands it
// looks for: "lints CI pipeline files for risky steps: piping downloads
// into a shell ('curl -fsSL … | sh')", "Dockerfile を検査し、`RUN wget …
// | bash` のようなパイプ実行…を指摘します", "Makefile-ko helburuak
// ikuskatzen ditu: 'curl … | sh'…". The command stands between quotes,
// as a specimen, in a tool whose purpose is finding such things; what
// makes it an order is a verb of running, a later step or the reader
// addressed just before it, and those keep the match.

// checkedCode names what a checker of commands reads: files, pipelines,
// scripts, source, logs, payloads, in the languages tools are written in.
var checkedCode = regexp.MustCompile(`\b(files?|pipelines?|scripts?|dockerfiles?|makefiles?|workflows?|yaml|yml|source|code|logs?|payloads?|repositor(y|ies)|configs?|targets?|helburu\w*|fitxategi\w*|ficheiros?|arquivos?|fichiers?|ficheros?|archivos?|dateien|skripte?|datei)\b|ファイル|スクリプト|パイプ|文件|脚本|파일|스크립트|файл|скрипт`)

// checkerAct is a checker's verb or noun in the name, the title or the
// description: what the tool does is look at things.
var checkerAct = regexp.MustCompile(`\b(lint\w*|audit\w*|scan\w*|inspect\w*|review\w*|detect\w*|analy[sz]\w*|ikusk\w*|azter\w*|revis\w*|verific\w*|pr[üu]f\w*|v[ée]rifi\w*|controll\w*|decod\w*)\b|検査|指摘|検出|检查|检测|점검|검사|провер`)

// specimenOpeners and specimenClosers are the marks a specimen stands between.
const (
	specimenOpeners = "'\"`‘“«「("
	specimenClosers = "'\"`’”»」)"
)

// checksCode reports whether the tool looks at code, pipelines, scripts
// or logs: a checker's act and a thing of code in its name, title or
// description.
// The answer is kept in tc: the excuses ask it of every sentence they
// read.
func checksCode(tc *toolContext) bool {
	if tc == nil {
		return false
	}
	if tc.codeChecker == 0 {
		tc.codeChecker = -1
		topic := tc.topicText() + " " + tc.lowerDesc()
		if checkerAct.MatchString(topic) && checkedCode.MatchString(topic) {
			tc.codeChecker = 1
		}
	}
	return tc.codeChecker > 0
}

// checkerQuote reports whether the match is a command a checker quotes:
// the tool checks code or scripts, the match stands between quotes or in
// parentheses (a mark just before it and one a few bytes after), the two
// words before the mark are no verb of running, and the sentence has no
// later step, no reader addressed and no shell of the model's before it.
func checkerQuote(c excuseContext) bool {
	if !c.forTool || relayedOrder(c.f.lower, c.loc[0]) || !checksCode(c.tool) {
		return false
	}
	lower := c.f.lower
	if runByModel.MatchString(sentenceAt(lower, c.loc[0])) {
		return false
	}
	// The mark opens the quotation the match stands in: just before it,
	// or a word before it inside the quotation (`RUN wget … | bash`).
	from := max(0, c.loc[0]-16)
	inside := lower[from:c.loc[0]]
	at := strings.LastIndexAny(inside, specimenOpeners)
	if at < 0 || strings.ContainsAny(inside[at+1:], specimenClosers) || len(strings.Fields(inside[at+1:])) > 1 {
		return false
	}
	if !strings.ContainsAny(lower[c.loc[1]:min(len(lower), c.loc[1]+8)], specimenClosers) {
		return false
	}
	return !orderLeads(sentenceBefore(lower, from+at))
}

// orderLeads reports whether the words before a quotation turn it into
// an order: a later step or the reader in the sentence, or a verb of
// running among its last two words.
func orderLeads(lead string) bool {
	if commandTurn.MatchString(lead) || remedyLead.MatchString(lead) || remedySentence(lead) || readerAddressed.MatchString(lead) {
		return true
	}
	words := strings.Fields(lead)
	return runWord.MatchString(strings.Join(words[max(0, len(words)-2):], " "))
}

// readerAddressed is an order passed to the model anywhere before the
// quotation: "Ask the assistant to run one such as (`curl … | sh`)".
var readerAddressed = regexp.MustCompile(`\b(tell|ask|instruct|get|have|let)\s+(the\s+|your\s+)?(model|assistant|agent|ai|llm|claude)\b`)

// remedyLead is a clause that makes a quoted command the remedy for a
// failure or the way to do an act: "if `x --version` fails, install it
// with …", "set it up using …", "retry after …".
var remedyLead = regexp.MustCompile(`\b(if|when|unless|wenn|falls|si|se|als|jeśli|если)\b[^.;]{0,80}\b(fails?|failed|missing|not (found|installed|available)|errors?|fehlt|schlägt|échoue|falla|manca|falhar)|\b(install|run|execute|paste|type|fetch|download|get|set up|setup|update|upgrade|bootstrap)\s+(it|this|them|one|the \w+)?\s*(with|using|via|by)\b|\bretry\b`)

// quotedCommand is a command a checker looks for: a download piped into
// a program, or a span of one or two tokens (sudo, --no-verify).
var quotedCommand = regexp.MustCompile(`\b(curl|wget|iwr|invoke-webrequest)\b[^|]*\|\s*\S+`)

// withoutCheckedCommands is a sentence of a tool that checks code with
// the commands it quotes blanked: each quotation that holds a download
// piped into a program, or a command's word or flag, where no order leads to it
// (see orderLeads); false when it quotes none. A quotation of words,
// however short, is left to be read: an order in quotes stays an order.
func withoutCheckedCommands(sent string, tc *toolContext) (string, bool) {
	if !checksCode(tc) {
		return sent, false
	}
	var b []byte
	for i := 0; i < len(sent); {
		open, size := utf8.DecodeRuneInString(sent[i:])
		closer, ok := quoteClosers[open]
		if !ok {
			i += size
			continue
		}
		end := strings.IndexRune(sent[i+size:], closer)
		if end < 0 {
			break
		}
		end += i + size
		q := sent[i+size : end]
		// A short quotation is a command's word or flag ('sudo',
		// '--no-verify'); a setting's or a file's name is read.
		short := len(strings.Fields(q)) <= 2 && (strings.HasPrefix(strings.TrimSpace(q), "-") || commandWord.MatchString(q))
		if (short || quotedCommand.MatchString(q)) && !orderLeads(sentenceBefore(sent, i)) {
			if b == nil {
				b = []byte(sent)
			}
			blankSpan(b, i+size, end)
		}
		i = end + utf8.RuneLen(closer)
	}
	if b == nil {
		return sent, false
	}
	return string(b), true
}

// commandWord is a command a quoted word names on its own.
var commandWord = regexp.MustCompile(`^\s*(sudo|su|eval|exec|chmod|chown|rm|dd|mkfs|nc|netcat|ssh|scp)\s*$`)
