package classifier

import (
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestClassGeneratorIntoProject covers generators pointed at the agent's
// project root with nowhere else to put what they make: the artifact (a
// plan, a requirements document, a summary, a page) is written into the
// project, a Write. Tools that read or list the project, tools that name
// no act, and generators that take content rather than a project keep
// reading; first-time setup of a project writes its configuration.
func TestClassGeneratorIntoProject(t *testing.T) {
	const projectPath = `{"type":"object","properties":{"projectPath":{"type":"string","description":"Absolute path of the project root"}},"required":["projectPath"]}`
	const projectDir = `{"type":"object","properties":{"project_dir":{"type":"string","description":"The project directory"},"depth":{"type":"integer"}}}`
	const rootPath = `{"type":"object","properties":{"project_root_path":{"type":"string"}}}`
	checkCategories(t, []categoryCase{
		{"a test plan", catalog.Tool{Name: "generate_e2e_plan", Description: "Generate an end-to-end test plan for the app."}, projectPath, Write},
		{"a requirements document", catalog.Tool{Name: "draft_requirements", Description: "Draft a product requirements document from the code base."}, projectDir, Write},
		{"a changelog page", catalog.Tool{Name: "generate_changelog", Description: "Produce an HTML changelog of the releases."}, rootPath, Write},
		{"German", catalog.Tool{Name: "generate_testplan", Description: "Erzeugt einen Testplan für das Projekt."}, projectPath, Write},
		{"Spanish", catalog.Tool{Name: "generate_summary", Description: "Genera un resumen del código del proyecto."}, projectDir, Write},
		{"first-time setup", catalog.Tool{Name: "qa_bootstrap", Description: "First-time initialisation of the testing configuration."}, projectPath, Write},
		// Look-alikes that keep reading.
		{"analyses the project", catalog.Tool{Name: "analyze_project", Description: "Analyse the project's dependencies and report outdated ones."}, projectPath, Read},
		{"lists the project's files", catalog.Tool{Name: "list_sources", Description: "List the source files of the project."}, projectDir, Read},
		{"no act in the name", catalog.Tool{Name: "project_stats", Description: "Line counts per language."}, projectPath, Read},
		{"generates from content", catalog.Tool{Name: "generate_regex", Description: "Generate a regular expression from examples."},
			`{"type":"object","properties":{"examples":{"type":"array","items":{"type":"string"}}}}`, Read},
		{"generates from a file path", catalog.Tool{Name: "generate_diagram", Description: "Generate a Mermaid diagram of a source file and return it."},
			`{"type":"object","properties":{"filePath":{"type":"string"}}}`, Read},
	})
}
