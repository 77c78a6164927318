package classifier

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
)

// classCasesFile holds the definitions of the poisoning class tests (the
// checkClass tables), written by a run of the whole package with
// -poisonmodel.cases: the learned scorer learns from them too, so what
// the class tests say is honest it learns to leave alone.
const classCasesFile = "testdata/poisonmodel/class_cases.json"

var writeClassCases = flag.Bool("poisonmodel.cases", false, "write "+classCasesFile+" from the class tests run")

// recordedCase is a class test's definition as the file keeps it.
type recordedCase struct {
	Test     string          `json:"test"`
	Name     string          `json:"name"`
	Poisoned bool            `json:"poisoned"`
	Tool     json.RawMessage `json:"tool"`
}

var recorded struct {
	sync.Mutex
	cases []recordedCase
}

// recordClassCases keeps the cases a class test checks, when the file is
// being written.
func recordClassCases(t *testing.T, cases []classCase) {
	if !*writeClassCases {
		return
	}
	recorded.Lock()
	defer recorded.Unlock()
	for _, c := range cases {
		recorded.cases = append(recorded.cases, recordedCase{Test: t.Name(), Name: c.name, Poisoned: c.poisoned, Tool: json.RawMessage(c.tool)})
	}
}

// TestMain writes the class cases after the tests ran, if asked, whether
// or not they passed: a class test a model fails still holds its cases.
func TestMain(m *testing.M) {
	code := m.Run()
	if *writeClassCases {
		if err := saveClassCases(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			code = 1
		}
	}
	os.Exit(code)
}

// saveClassCases writes the recorded cases, sorted, one a line.
func saveClassCases() error {
	cases := recorded.cases
	if len(cases) < 1000 {
		return fmt.Errorf("%s: only %d class cases recorded; run the whole package", classCasesFile, len(cases))
	}
	slices.SortStableFunc(cases, func(a, b recordedCase) int {
		return strings.Compare(a.Test+"\x00"+a.Name, b.Test+"\x00"+b.Name)
	})
	var b strings.Builder
	b.WriteString("[\n")
	for i, c := range cases {
		line, err := json.Marshal(c)
		if err != nil {
			return err
		}
		b.Write(line)
		if i < len(cases)-1 {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	b.WriteString("]\n")
	return os.WriteFile(classCasesFile, []byte(b.String()), 0o644)
}

// readClassCases reads the class cases file.
func readClassCases(t testing.TB) []recordedCase {
	t.Helper()
	data, err := os.ReadFile(classCasesFile)
	if err != nil {
		t.Fatal(err)
	}
	var out []recordedCase
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatalf("%s: %v", classCasesFile, err)
	}
	return out
}
