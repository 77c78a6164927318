package classifier

// A checker of tool definitions or prompts says what it looks for by the
// attack's plain name, "hidden instructions", in whatever language it is
// written ("prüft die Tool-Beschreibungen auf versteckte Anweisungen",
// "busca instrucciones ocultas"), and then quotes one it would find. It
// quotes attacks as a security tool does, though it names no word of
// security: a match it quotes or gives after an example's lead is a
// mention (see mention). Only the quoting pass reads it so: a match left
// unquoted, or a quotation an order of the text's own leads into, is
// read as ever, and so are the directive check and the other rules.

// hiddenOrderChecker is a verb of checking or finding and, a short
// stretch after it in the same clause, the name of hidden instructions.
var hiddenOrderChecker = mustFiltered(`(?:\b(?:check\w*|scan\w*|review\w*|inspect\w*|audit\w*|search\w*|looks? for|find\w*|detect\w*|flag\w*|prüf\w*|überprüf\w*|durchsuch\w*|sucht nach|erkenn\w*|revis\w*|busca\w*|analiz\w*|verific\w*|vérifi\w*|analys\w*|recherch\w*|détect\w*|controll\w*|cerca\w*|rilev\w*|controleer\w*|zoek\w*|sprawdz\w*|wykrywa\w*)|(?:^|[^\p{L}])(?:провер\pL*|ищет|обнаружива\pL*))[^.;!?\n]{0,80}?(?:\bhidden (?:instructions?|directives?|commands?|prompts?)|\b(?:concealed|embedded|injected|smuggled) (?:instructions?|directives?|prompts?)|\bversteckte\pL* (?:anweisung\pL*|befehl\pL*|instruktion\pL*)|\bverborgene\pL* anweisung\pL*|\binstrucciones (?:ocultas|escondidas)|\binstructions (?:cachées|dissimulées)|\bistruzioni (?:nascoste|occulte)|\binstruções (?:ocultas|escondidas)|\bverborgen (?:instructies|opdrachten)|\bukryt\pL* (?:instrukcj\pL*|polece\pL*)|(?:^|[^\p{L}])скрыт\pL* (?:инструкци\pL*|команд\pL*|указани\pL*))`)
