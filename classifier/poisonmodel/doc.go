// Package poisonmodel is a learned second opinion on tool poisoning: a
// linear model over hashed words, word pairs, character n-grams and the
// acts they name (send, delete, a secret; see purpose.go) in the text a
// model reads in a tool definition, which gives the probability
// that the definition tries to make the model act against its user or
// beyond the tool's purpose.
//
// The scorer is deterministic and offline. Its weights are a data file
// (see Decode) written by Train from labelled definitions; the classifier
// embeds the file, and flags a definition the rules left alone when the
// score reaches the file's threshold. It never clears what the rules flag.
//
// The file is written by the classifier's tests, which hold the labelled
// corpora and the real servers' tools:
//
//	go test ./classifier -run TestPoisonModel -args -retrain
//
// and the same test, run without the flag, retrains and checks the
// committed file is what the corpora give. The held-out measurements are
// printed by
//
//	go test ./classifier -run TestPoisonModelHeldOut -v -args -poisonmodel.eval
//
// and recorded in README.md beside this package.
//
// The package depends on nothing of the classifier, so the classifier
// imports it.
package poisonmodel
