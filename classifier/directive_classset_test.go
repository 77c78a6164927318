package classifier

import (
	"fmt"
	"testing"
)

// setOf builds a classSet of the given classes.
func setOf(classes ...int) classSet {
	var s classSet
	for _, c := range classes {
		s = s.or(classOf(c))
	}
	return s
}

func TestClassSet(t *testing.T) {
	a, b := setOf(0, 5, 63, 64, 100, 127, 128, 191), setOf(5, 64, 99, 191)
	tests := []struct {
		name string
		got  classSet
		want classSet
	}{
		{"and", a.and(b), setOf(5, 64, 191)},
		{"or", a.or(b), setOf(0, 5, 63, 64, 99, 100, 127, 128, 191)},
		{"andNot", a.andNot(b), setOf(0, 63, 100, 127, 128)},
		{"and of the third word alone", setOf(130).and(setOf(2)), classSet{}},
		{"and of disjoint words", setOf(3).and(setOf(67)), classSet{}},
		{"andNot of itself", a.andNot(a), classSet{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.got != tc.want {
				t.Errorf("got %x, want %x", tc.got, tc.want)
			}
		})
	}
	preds := []struct {
		name      string
		got, want bool
	}{
		{"has 63", a.has(63), true},
		{"has 64", a.has(64), true},
		{"has 127", a.has(127), true},
		{"has 128", a.has(128), true},
		{"has 191", a.has(191), true},
		{"has not 129", a.has(129), false},
		{"has not 1", a.has(1), false},
		{"has not 65", a.has(65), false},
		{"empty is zero", classSet{}.isZero(), true},
		{"high class alone is not zero", setOf(120).isZero(), false},
		{"third-word class alone is not zero", setOf(150).isZero(), false},
		{"not a subset for a third-word class", setOf(5, 150).subsetOf(a), false},
		{"subset across words", setOf(5, 100).subsetOf(a), true},
		{"not a subset for a high class", setOf(5, 99).subsetOf(a), false},
		{"empty is a subset", classSet{}.subsetOf(b), true},
	}
	for _, tc := range preds {
		t.Run(tc.name, func(t *testing.T) {
			if tc.got != tc.want {
				t.Errorf("got %v, want %v", tc.got, tc.want)
			}
		})
	}
	for _, tc := range []struct {
		set  classSet
		want int
	}{{setOf(0, 70), 0}, {setOf(63, 64), 63}, {setOf(64, 127), 64}, {setOf(127), 127}, {setOf(128, 190), 128}, {setOf(191), 191}, {classSet{}, classSetSize}} {
		t.Run(fmt.Sprintf("lowest of %x", tc.set), func(t *testing.T) {
			if got := tc.set.lowest(); got != tc.want {
				t.Errorf("got %d, want %d", got, tc.want)
			}
		})
	}
}

// FuzzClassSet holds every method against a model of the set as a map
// from class to membership.
func FuzzClassSet(f *testing.F) {
	f.Add(uint64(0), uint64(0), uint64(0), uint64(0), uint64(0), uint64(0), uint8(0))
	f.Add(uint64(1)<<63, uint64(1), uint64(0), uint64(1)<<63|5, uint64(1)|1<<40, uint64(1), uint8(64))
	f.Add(^uint64(0), ^uint64(0), uint64(0), uint64(0), ^uint64(0), ^uint64(0), uint8(127))
	f.Add(uint64(0), uint64(0), uint64(1)<<63, uint64(0), uint64(7), uint64(1)<<2, uint8(191))
	f.Fuzz(func(t *testing.T, a0, a1, a2, b0, b1, b2 uint64, i uint8) {
		a, b := classSet{a0, a1, a2}, classSet{b0, b1, b2}
		model := func(s classSet) map[int]bool {
			m := map[int]bool{}
			for c := range classSetSize {
				if s[c/64]>>(c%64)&1 == 1 {
					m[c] = true
				}
			}
			return m
		}
		ma, mb := model(a), model(b)
		c := int(i) % classSetSize
		if got, want := a.has(c), ma[c]; got != want {
			t.Errorf("%x has %d: got %v, want %v", a, c, got, want)
		}
		if got, want := model(classOf(c)), (map[int]bool{c: true}); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("classOf(%d): got %v, want %v", c, got, want)
		}
		for _, op := range []struct {
			name string
			got  classSet
			keep func(x, y bool) bool
		}{
			{"and", a.and(b), func(x, y bool) bool { return x && y }},
			{"or", a.or(b), func(x, y bool) bool { return x || y }},
			{"andNot", a.andNot(b), func(x, y bool) bool { return x && !y }},
		} {
			got := model(op.got)
			for k := range classSetSize {
				if want := op.keep(ma[k], mb[k]); got[k] != want {
					t.Errorf("%x %s %x: class %d got %v, want %v", a, op.name, b, k, got[k], want)
				}
			}
		}
		if got, want := a.isZero(), len(ma) == 0; got != want {
			t.Errorf("%x isZero: got %v, want %v", a, got, want)
		}
		subset := true
		lowest := classSetSize
		for k := range ma {
			subset = subset && mb[k]
			lowest = min(lowest, k)
		}
		if got := a.subsetOf(b); got != subset {
			t.Errorf("%x subsetOf %x: got %v, want %v", a, b, got, subset)
		}
		if got := a.lowest(); got != lowest {
			t.Errorf("%x lowest: got %d, want %d", a, got, lowest)
		}
	})
}
