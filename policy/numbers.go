package policy

import (
	"encoding/json"
	"math"
	"math/big"
)

// numberPrec is the precision numbers are compared at. The gateway takes
// numbers of at most 512 characters; two different decimals of that many
// digits differ by more than one part in 2^1701, so at 2048 bits they stay
// apart, and one number written two ways ("1", "1.0", "1e0") meets itself.
// float64 would not do: ids beyond 2^53 would pass for their neighbours,
// which an upstream in Go or Python reads apart.
const numberPrec = 2048

// isNumber reports whether v is a JSON number, as decoded arguments and
// parsed policies carry them (json.Number) or as callers build them.
func isNumber(v any) bool {
	_, ok := exactNumber(v)
	return ok
}

// exactNumber is v's value, exactly (infinite beyond big.Float's exponent
// range, which still orders correctly), when v is a number.
func exactNumber(v any) (*big.Float, bool) {
	f := new(big.Float).SetPrec(numberPrec)
	switch n := v.(type) {
	case json.Number:
		if _, ok := f.SetString(string(n)); !ok {
			return nil, false
		}
		return f, true
	case float64:
		if math.IsNaN(n) {
			return nil, false
		}
		return f.SetFloat64(n), true
	case int:
		return f.SetInt64(int64(n)), true
	case int64:
		return f.SetInt64(n), true
	}
	return nil, false
}

// compareNumber compares a JSON number with x exactly: integers beyond
// 2^53 and exponents beyond float64's range are not rounded.
func compareNumber(v any, x *big.Float) (int, bool) {
	f, ok := exactNumber(v)
	if !ok || x == nil {
		return 0, false
	}
	return f.Cmp(x), true
}
