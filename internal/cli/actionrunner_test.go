package cli

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// This file runs the repository's composite GitHub Action (action.yml) on
// this machine the way a runner does, as far as the action needs: inputs
// with their defaults, each step's env and if: expressions, bash steps
// with GitHub's shell options, and the files a step writes its outputs,
// environment and PATH to. Steps that use other actions are not run; they
// are recorded with their resolved inputs for the tests to check.

// actionFile is the part of action.yml the runner reads.
type actionFile struct {
	Name   string `yaml:"name"`
	Inputs map[string]struct {
		Description string `yaml:"description"`
		Required    bool   `yaml:"required"`
		Default     string `yaml:"default"`
	} `yaml:"inputs"`
	Outputs map[string]struct {
		Description string `yaml:"description"`
		Value       string `yaml:"value"`
	} `yaml:"outputs"`
	Runs struct {
		Using string       `yaml:"using"`
		Steps []actionStep `yaml:"steps"`
	} `yaml:"runs"`
}

type actionStep struct {
	Name  string            `yaml:"name"`
	ID    string            `yaml:"id"`
	If    string            `yaml:"if"`
	Uses  string            `yaml:"uses"`
	Shell string            `yaml:"shell"`
	Run   string            `yaml:"run"`
	Env   map[string]string `yaml:"env"`
	With  map[string]string `yaml:"with"`
}

func readAction(t *testing.T, path string) actionFile {
	t.Helper()
	data, err := os.ReadFile(path) //nolint:gosec // the repository's own action
	if err != nil {
		t.Fatal(err)
	}
	var a actionFile
	if err := yaml.Unmarshal(data, &a); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return a
}

// usedStep is a step that uses another action, as it would be called.
type usedStep struct {
	Uses string
	With map[string]string
}

// actionRun is the outcome of one run of the action.
type actionRun struct {
	Failed     string            // the name of the step that failed, "" when none did
	ExitCode   int               // that step's exit code
	Outputs    map[string]string // the action's outputs
	Used       []usedStep        // steps that use other actions and would have run
	Skipped    []string          // steps whose if: was false
	Log        string            // what the bash steps printed
	stepOutput map[string]map[string]string
}

// actionRunner holds what stays the same between runs of the action: its
// directory and the runner's temporary directory.
type actionRunner struct {
	action     actionFile
	actionPath string
	temp       string
}

// run runs the action with the given inputs in workspace; env is added to
// every step's environment.
func (r *actionRunner) run(t *testing.T, workspace string, inputs map[string]string, env map[string]string) actionRun {
	t.Helper()
	values := map[string]string{}
	for name, in := range r.action.Inputs {
		values[name] = in.Default
	}
	for name, v := range inputs {
		if _, ok := r.action.Inputs[name]; !ok {
			t.Fatalf("input %q: the action has no such input", name)
		}
		values[name] = v
	}
	res := actionRun{Outputs: map[string]string{}, stepOutput: map[string]map[string]string{}}
	ctx := exprContext{inputs: values, steps: res.stepOutput, actionPath: r.actionPath, temp: r.temp, workspace: workspace}
	stepEnv := map[string]string{}
	var path []string
	var log strings.Builder
	for _, st := range r.action.Runs.Steps {
		ok, err := ctx.condition(st.If)
		if err != nil {
			t.Fatalf("step %q: if: %v", st.Name, err)
		}
		if !ok {
			res.Skipped = append(res.Skipped, st.Name)
			continue
		}
		if st.Uses != "" {
			with := map[string]string{}
			for k, v := range st.With {
				if with[k], err = ctx.interpolate(v); err != nil {
					t.Fatalf("step %q: with %s: %v", st.Name, k, err)
				}
			}
			res.Used = append(res.Used, usedStep{Uses: st.Uses, With: with})
			continue
		}
		if st.Shell != "bash" {
			t.Fatalf("step %q: shell %q, want bash (the runner here runs bash only)", st.Name, st.Shell)
		}
		if strings.Contains(st.Run, "${{") {
			t.Fatalf("step %q: its script holds an expression; inputs must reach scripts through env", st.Name)
		}
		code, outputs, envAdded, pathAdded := r.runBash(t, st, ctx, workspace, env, stepEnv, path, &log)
		if st.ID != "" {
			res.stepOutput[st.ID] = outputs
		}
		for k, v := range envAdded {
			stepEnv[k] = v
		}
		path = append(pathAdded, path...)
		if code != 0 {
			res.Failed, res.ExitCode = st.Name, code
			break
		}
	}
	res.Log = log.String()
	for name, out := range r.action.Outputs {
		v, err := ctx.interpolate(out.Value)
		if err != nil {
			t.Fatalf("output %s: %v", name, err)
		}
		res.Outputs[name] = v
	}
	return res
}

// runBash runs one bash step as GitHub does (bash --noprofile --norc -eo
// pipefail FILE, in the workspace) and reads back the files it wrote.
func (r *actionRunner) runBash(t *testing.T, st actionStep, ctx exprContext, workspace string, env, stepEnv map[string]string,
	path []string, log *strings.Builder) (code int, outputs, envAdded map[string]string, pathAdded []string) {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{}
	for _, name := range []string{"GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH"} {
		files[name] = filepath.Join(dir, strings.ToLower(name))
		if err := os.WriteFile(files[name], nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	script := filepath.Join(dir, "step.sh")
	if err := os.WriteFile(script, []byte(st.Run), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.CommandContext(t.Context(), "bash", "--noprofile", "--norc", "-eo", "pipefail", script)
	cmd.Dir = workspace
	vars := map[string]string{"RUNNER_TEMP": r.temp, "GITHUB_WORKSPACE": workspace, "GITHUB_ACTION_PATH": r.actionPath, "CI": "true"}
	for k, v := range files {
		vars[k] = v
	}
	for _, m := range []map[string]string{env, stepEnv} {
		for k, v := range m {
			vars[k] = v
		}
	}
	for k, v := range st.Env {
		x, err := ctx.interpolate(v)
		if err != nil {
			t.Fatalf("step %q: env %s: %v", st.Name, k, err)
		}
		vars[k] = x
	}
	cmd.Env = os.Environ()
	if len(path) > 0 {
		cmd.Env = append(cmd.Env, "PATH="+strings.Join(path, string(os.PathListSeparator))+string(os.PathListSeparator)+os.Getenv("PATH"))
	}
	for k, v := range vars {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	out, err := cmd.CombinedOutput()
	fmt.Fprintf(log, "== %s\n%s", st.Name, out)
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		code = exit.ExitCode()
	case err != nil:
		t.Fatalf("step %q: %v", st.Name, err)
	}
	outputs = readCommandFile(t, files["GITHUB_OUTPUT"])
	envAdded = readCommandFile(t, files["GITHUB_ENV"])
	for _, line := range strings.Split(strings.TrimSpace(readText(t, files["GITHUB_PATH"])), "\n") {
		if line != "" {
			pathAdded = append([]string{line}, pathAdded...)
		}
	}
	return code, outputs, envAdded, pathAdded
}

// readCommandFile reads a GITHUB_OUTPUT or GITHUB_ENV file: NAME=value
// lines and NAME<<DELIMITER blocks.
func readCommandFile(t *testing.T, path string) map[string]string {
	t.Helper()
	out := map[string]string{}
	sc := bufio.NewScanner(strings.NewReader(readText(t, path)))
	for sc.Scan() {
		line := sc.Text()
		if name, delim, ok := strings.Cut(line, "<<"); ok && !strings.Contains(name, "=") {
			var val []string
			for sc.Scan() && sc.Text() != delim {
				val = append(val, sc.Text())
			}
			out[name] = strings.Join(val, "\n")
			continue
		}
		name, val, ok := strings.Cut(line, "=")
		if !ok {
			t.Fatalf("%s: line %q is neither NAME=value nor NAME<<DELIMITER", filepath.Base(path), line)
		}
		out[name] = val
	}
	return out
}

func readText(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path) //nolint:gosec // a file the test made
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// exprContext evaluates the expressions action.yml uses: references to
// inputs, step outputs, github.action_path, github.workspace and
// runner.temp, quoted strings, and in if: conditions == and != joined by
// &&. Anything else is an error, so the action cannot come to rely on
// what this runner does not check.
type exprContext struct {
	inputs     map[string]string
	steps      map[string]map[string]string
	actionPath string
	temp       string
	workspace  string
}

var exprPattern = regexp.MustCompile(`\$\{\{\s*(.*?)\s*\}\}`)

func (c exprContext) interpolate(s string) (string, error) {
	var firstErr error
	out := exprPattern.ReplaceAllStringFunc(s, func(m string) string {
		v, err := c.value(exprPattern.FindStringSubmatch(m)[1])
		if err != nil && firstErr == nil {
			firstErr = err
		}
		return v
	})
	return out, firstErr
}

func (c exprContext) value(ref string) (string, error) {
	ref = strings.TrimSpace(ref)
	if len(ref) >= 2 && ref[0] == '\'' && ref[len(ref)-1] == '\'' {
		return strings.ReplaceAll(ref[1:len(ref)-1], "''", "'"), nil
	}
	parts := strings.Split(ref, ".")
	switch {
	case len(parts) == 2 && parts[0] == "inputs":
		v, ok := c.inputs[parts[1]]
		if !ok {
			return "", fmt.Errorf("no input %q", parts[1])
		}
		return v, nil
	case len(parts) == 4 && parts[0] == "steps" && parts[2] == "outputs":
		return c.steps[parts[1]][parts[3]], nil // a step that did not run has empty outputs
	case ref == "github.action_path":
		return c.actionPath, nil
	case ref == "github.workspace":
		return c.workspace, nil
	case ref == "runner.temp":
		return c.temp, nil
	}
	return "", fmt.Errorf("expression %q is not one this runner knows", ref)
}

func (c exprContext) condition(s string) (bool, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return true, nil
	}
	if m := exprPattern.FindStringSubmatch(s); m != nil && m[0] == s {
		s = m[1]
	}
	for clause := range strings.SplitSeq(s, "&&") {
		var a, b string
		var equal bool
		if x, y, ok := strings.Cut(clause, "!="); ok {
			a, b = x, y
		} else if x, y, ok := strings.Cut(clause, "=="); ok {
			a, b, equal = x, y, true
		} else {
			return false, fmt.Errorf("clause %q is not a comparison", clause)
		}
		va, err := c.value(a)
		if err != nil {
			return false, err
		}
		vb, err := c.value(b)
		if err != nil {
			return false, err
		}
		if (va == vb) != equal {
			return false, nil
		}
	}
	return true, nil
}
