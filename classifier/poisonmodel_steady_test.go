package classifier

import "fmt"

// steadySetups are the trainings compared for a scorer that moves less
// when it relearns (see TestPoisonModelChurn), each on the shipped setup
// before them: the weights averaged over the steps, the mean of several
// orders' weights, both, and an order kept by each definition's features
// rather than its place in the list.
var steadySetups = []modelSetup{
	steady("averaged", 1, true, false),
	steady("3 orders", 3, false, false),
	steady("5 orders", 5, false, false),
	steady("8 orders", 8, false, false),
	steady("averaged, 3 orders", 3, true, false),
	steady("averaged, 5 orders", 5, true, false),
	steady("averaged, 8 orders", 8, true, false),
	steady("keyed order", 1, false, true),
	steady("averaged, keyed order", 1, true, true),
	steady("averaged, keyed order, 3 orders", 3, true, true),
	steady("averaged, keyed order, 5 orders", 5, true, true),
}

// steady is the setup shipped before the steadier trainings, with k
// orders' weights averaged, the weights averaged over the steps if avg,
// and its orders kept by the definitions' features if keyed.
func steady(name string, k int, avg, keyed bool) modelSetup {
	s := shipped(cross("+ other languages x4, prefixes 6", otherLanguagesPrefixes), 0.85)
	s.name = fmt.Sprintf("%s | %s", s.name, name)
	s.train.Orders, s.train.Average, s.train.Keyed = k, avg, keyed
	return s
}
