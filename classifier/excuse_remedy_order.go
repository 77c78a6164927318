package classifier

import "regexp"

// A security tool quotes what attacks send, a command in a code span
// among them; a definition that says an error "is fixed by running
// `sudo ufw disable`" quotes nothing: it orders the command as the
// remedy, whatever its tool's subject (a home security camera is no
// checker). remedySentence tells the two apart for the quoting excuse.

// fixedByRunning says a sentence gives an error's fix as a command to
// run, in the languages the corpora use.
var fixedByRunning = regexp.MustCompile(`\b(is|are|gets?|can be) (fixed|resolved|solved|cleared|repaired) by (running|executing|typing|entering|calling)\b|\b(fix|resolve|solve|clear) (it|this|the error) by (running|executing)\b|se (soluciona|resuelve|corrige) (ejecutando|con)\b|se (corrige|résout|règle) en (exécutant|lançant)\b|wird (behoben|gelöst), indem\b|si (risolve|corregge) (eseguendo|lanciando)\b|(é|se) (resolvid[oa]|corrigid[oa]) (executando|rodando)\b|wordt (opgelost|verholpen) door\b|(исправляется|решается|устраняется) (запуском|командой|выполнением)|(виправляється|вирішується|усувається) (запуском|командою|виконанням)`)

// remedySentence reports whether a lower-cased sentence gives an error's
// remedy as a command to run.
func remedySentence(sent string) bool { return fixedByRunning.MatchString(sent) }
