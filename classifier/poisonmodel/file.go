package poisonmodel

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// The file format, version 3, little-endian:
//
//	"PSNM" version(3)
//	bits mode flags(bigrams 1, fields 2, charAll 4, stem 8, charForeign 16, scripts 32, switch 64) charMin charMax prefix
//	flags2(purpose 1, actPairs 2, nameOrders 4, where 8)
//	bias scale threshold (float32 each)
//	count (uvarint), then count times: index delta (uvarint), weight (int8)
//
// Only the non-zero quantised weights are kept, by increasing index.
// Version 2, written when no flag of flags2 is set and still read, has no
// flags2 byte; version 1 has no prefix byte either (and no prefix).
const (
	magic         = "PSNM"
	formatVersion = 3
	maxBits       = 24
)

// Encode writes the model in the file format Decode reads: version 2 when
// it needs nothing of version 3, so a model without the purpose features
// is written as before.
func (m *Model) Encode() []byte {
	f2 := m.flags2()
	version := byte(formatVersion)
	if f2 == 0 {
		version = 2
	}
	out := append([]byte(magic), version, m.Config.Bits, m.Config.Mode, m.flags(), m.Config.CharMin, m.Config.CharMax, m.Config.Prefix)
	if version == formatVersion {
		out = append(out, f2)
	}
	for _, v := range []float32{m.Bias, m.Scale, m.Threshold} {
		out = binary.LittleEndian.AppendUint32(out, math.Float32bits(v))
	}
	n := 0
	for _, w := range m.weights {
		if w != 0 {
			n++
		}
	}
	out = binary.AppendUvarint(out, uint64(n))
	var last uint64
	for i, w := range m.weights {
		if w != 0 {
			ix := uint64(i) //nolint:gosec // an index, never negative
			out = binary.AppendUvarint(out, ix-last)
			out = append(out, byte(w)) //nolint:gosec // a signed byte kept as its two's complement
			last = ix
		}
	}
	return out
}

func (m *Model) flags() byte {
	c := m.Config
	var f byte
	for i, on := range [...]bool{c.Bigrams, c.Fields, c.CharAll, c.Stem, c.CharForeign, c.Scripts, c.Switch} {
		if on {
			f |= 1 << i
		}
	}
	return f
}

func (m *Model) flags2() byte {
	c := m.Config
	var f byte
	for i, on := range [...]bool{c.Purpose, c.ActPairs, c.NameOrders, c.Where} {
		if on {
			f |= 1 << i
		}
	}
	return f
}

// errFormat is a model file that cannot be read.
var errFormat = errors.New("poisonmodel: not a model file of a version this build reads")

// Decode reads a model file written by Encode.
func Decode(b []byte) (*Model, error) {
	const head = len(magic) + 6 + 12
	if len(b) < head+1 || string(b[:len(magic)]) != magic {
		return nil, errFormat
	}
	version := b[len(magic)]
	if version < 1 || version > formatVersion {
		return nil, errFormat
	}
	p := b[len(magic)+1:]
	fl := p[2]
	m := &Model{Config: Config{Bits: p[0], Mode: p[1], Bigrams: fl&1 != 0, Fields: fl&2 != 0, CharAll: fl&4 != 0, Stem: fl&8 != 0,
		CharForeign: fl&16 != 0, Scripts: fl&32 != 0, Switch: fl&64 != 0, CharMin: p[3], CharMax: p[4]}}
	p = p[5:]
	if version >= 2 {
		m.Config.Prefix, p = p[0], p[1:]
	}
	var f2 byte
	if version >= 3 {
		f2, p = p[0], p[1:]
		m.Config.Purpose, m.Config.ActPairs, m.Config.NameOrders, m.Config.Where = f2&1 != 0, f2&2 != 0, f2&4 != 0, f2&8 != 0
	}
	if m.Config.Bits == 0 || m.Config.Bits > maxBits || m.Config.Mode > ModeBoth || m.Config.CharMin > m.Config.CharMax || fl >= 128 || version == 1 && fl >= 16 || f2 >= 16 {
		return nil, fmt.Errorf("poisonmodel: bad configuration %+v", m.Config)
	}
	if len(p) < 12 {
		return nil, errFormat
	}
	m.Bias = math.Float32frombits(binary.LittleEndian.Uint32(p))
	m.Scale = math.Float32frombits(binary.LittleEndian.Uint32(p[4:]))
	m.Threshold = math.Float32frombits(binary.LittleEndian.Uint32(p[8:]))
	p = p[12:]
	n, k := binary.Uvarint(p)
	if k <= 0 {
		return nil, errFormat
	}
	p = p[k:]
	m.weights = make([]int8, 1<<m.Config.Bits)
	ix := uint64(0)
	for range n {
		d, k := binary.Uvarint(p)
		if k <= 0 || len(p) < k+1 {
			return nil, errFormat
		}
		ix += d
		if ix >= uint64(len(m.weights)) {
			return nil, errFormat
		}
		m.weights[ix] = int8(p[k]) //nolint:gosec // a signed byte read back from its two's complement
		p = p[k+1:]
	}
	if len(p) != 0 {
		return nil, errFormat
	}
	return m, nil
}

// NonZero is the number of weights the model keeps.
func (m *Model) NonZero() int {
	n := 0
	for _, w := range m.weights {
		if w != 0 {
			n++
		}
	}
	return n
}
