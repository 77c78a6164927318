package classifier

import (
	"os"
	"testing"
)

func BenchmarkPerf18One(b *testing.B) {
	tools := corpusTools(b)
	rs := Default()
	name := os.Getenv("P18TOOL")
	for _, t := range tools {
		if t.Name == name {
			for b.Loop() {
				rs.Classify(t)
			}
			return
		}
	}
	b.Fatal("no tool")
}
