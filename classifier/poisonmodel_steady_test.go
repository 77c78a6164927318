package classifier

import "fmt"

// steadySetups are the trainings compared for a scorer that moves less
// when it relearns (see TestPoisonModelChurn), each on the setup shipped
// before them (previousSetup): the weights averaged over the steps, the mean of several
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

// steady is the setup shipped before the steadier trainings
// (previousSetup), with k orders' weights averaged, the weights averaged
// over the steps if avg, and its orders kept by the definitions' features
// if keyed.
func steady(name string, k int, avg, keyed bool) modelSetup {
	s := withOrders(k, previousSetup)
	s.name = fmt.Sprintf("%s | %s", s.name, name)
	s.train.Average, s.train.Keyed = avg, keyed
	return s
}
