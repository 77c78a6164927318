package classifier

import "regexp"

// A checker written in Russian or Ukrainian names the kind of thing it
// flags and lists examples after it: "проверяет скрипт на опасные
// конструкции: `rm -rf /`, `curl … | sh`", "виявляє небезпечні команди,
// як-от `chmod 777`". The items are what it reports, read as the other
// languages' lists are (see foreignListAfter). Go's \b knows only ASCII
// letters, so these words are bounded by spaces and punctuation instead,
// and kept apart from the Latin tables they would otherwise never match.

var (
	// cyrillicRiskyLead is a kind of risky thing, an adjective of risk
	// before the noun for constructs, commands, patterns or calls, in
	// any case, followed by its example lead or a colon.
	cyrillicRiskyLead = regexp.MustCompile(`(?:^|[\s(«"])(?:опасн|рискованн|небезопасн|подозрительн|вредоносн|небезпечн|ризикован|підозріл|шкідлив)\pL*\s+(?:конструкци|конструкці|команд|шаблон|паттерн|вызов|виклик|строк|рядк|выражени|вираз)\pL*\s*(?:,\s*)?(?:(?:такие как|такі як|как например|например|напр\.|наприклад|як-от|например:|как|як)\s*:?|:)\s*`)
	// cyrillicCheckerVerb says the text is a checker's: it checks,
	// scans, finds or reports, in Russian or Ukrainian.
	cyrillicCheckerVerb = regexp.MustCompile(`(?:^|[\s(])(?:провер|сканиру|обнаружива|выявля|находит|ищет|анализиру|перевіря|сканує|виявля|знаходить|шукає|аналізує)\pL*`)
	// cyrillicListTurn is a word in a listed item that turns from the
	// list to an act of its own: a later step, an order to run, the
	// reader, a standing rule.
	cyrillicListTurn = regexp.MustCompile(`(?:^|[\s(,])(?:затем|потом|после этого|сначала|выполни|выполните|запусти|запустите|установи|установите|скачай|скачайте|всегда|ты|вы|вам|тебе|потім|після цього|спочатку|виконай|виконайте|запусти|запустіть|встанови|встановіть|завжди|ви|вам)(?:$|[\s,.;:!?)])`)
)
