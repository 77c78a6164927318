package poisonmodel

import (
	"bytes"
	"slices"
	"testing"
)

// trainToyWith trains the toy set with tr, every definition weighing one.
func trainToyWith(tr Training) *Model {
	defs, y := toy()
	w := make([]float64, len(defs))
	for i := range w {
		w[i] = 1
	}
	return NewDataset(Config{Bits: 16, Mode: ModeWhole, Bigrams: true, Fields: true, Stem: true}, defs).Train(tr, y, w)
}

// The steadier trainings are as deterministic as one order, and one
// order asked for is the plain training.
func TestTrainOrdersAndKeys(t *testing.T) {
	plain := Training{Epochs: 20, Rate: 0.5, L2: 1e-5, Seed: 7}
	for _, tc := range []struct {
		name   string
		change func(*Training)
	}{
		{"one order asked for", func(tr *Training) { tr.Orders = 1 }},
		{"five orders", func(tr *Training) { tr.Orders = 5 }},
		{"five orders, averaged", func(tr *Training) { tr.Orders, tr.Average = 5, true }},
		{"keyed order", func(tr *Training) { tr.Keyed = true }},
		{"keyed order, three orders, averaged", func(tr *Training) { tr.Keyed, tr.Orders, tr.Average = true, 3, true }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := plain
			tc.change(&tr)
			m := trainToyWith(tr)
			if again := trainToyWith(tr); !bytes.Equal(m.Encode(), again.Encode()) {
				t.Error("two trainings on the same data differ")
			}
			same := bytes.Equal(m.Encode(), trainToyWith(plain).Encode())
			if want := tr.Orders <= 1 && !tr.Keyed && !tr.Average; same != want {
				t.Errorf("got the plain training's model %v, want %v", same, want)
			}
			m.Threshold = 0.5
			checkLearnsToy(t, m)
		})
	}
}

// A keyed order keeps the definitions in the same order among themselves
// when another is added, and moves with the seed and the epoch.
func TestKeyedOrderKeepsPlaces(t *testing.T) {
	defs, _ := toy()
	ds := NewDataset(Config{Bits: 16, Mode: ModeWhole, Bigrams: true}, defs)
	more := NewDataset(Config{Bits: 16, Mode: ModeWhole, Bigrams: true}, append([]*Definition{{Name: "added", Description: "Adds a row to the sheet."}}, defs...))
	orderOf := func(ds *Dataset, seed uint64, epoch int) []int {
		order := make([]int, ds.Len())
		for i := range order {
			order[i] = i
		}
		keyedOrder(order, ds.keys(order), make([]uint64, ds.Len()), seed, epoch)
		return order
	}
	for _, tc := range []struct {
		name        string
		seed        uint64
		epoch       int
		differsFrom []int // the order of seed 1, epoch 0; nil: not compared
	}{
		{"seed 1, epoch 0", 1, 0, nil},
		{"seed 1, epoch 3", 1, 3, orderOf(ds, 1, 0)},
		{"seed 2, epoch 0", 2, 0, orderOf(ds, 1, 0)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := orderOf(ds, tc.seed, tc.epoch)
			var got []int
			for _, i := range orderOf(more, tc.seed, tc.epoch) {
				if i > 0 {
					got = append(got, i-1) // the toy's own, in their indexes without the one added
				}
			}
			if !slices.Equal(got, want) {
				t.Errorf("got %v with a definition added, want %v", got, want)
			}
			if tc.differsFrom != nil && slices.Equal(want, tc.differsFrom) {
				t.Errorf("got %v, the order of seed 1, epoch 0, want another", want)
			}
		})
	}
}
