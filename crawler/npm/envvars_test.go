package npm

import (
	"reflect"
	"regexp"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

func names(vars []catalog.EnvVariable) []string {
	var out []string
	for _, v := range vars {
		out = append(out, v.Name)
	}
	return out
}

func TestEnvVarsFromReadme(t *testing.T) {
	tests := []struct {
		name   string
		readme string
		want   []string
	}{
		{
			name: "claude desktop json config",
			readme: "## Usage with Claude Desktop\n\n```json\n{\n  \"mcpServers\": {\n    \"tracker\": {\n" +
				"      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@acme/tracker-mcp\"],\n" +
				"      \"env\": {\n        \"TRACKER_API_KEY\": \"<your key>\",\n        \"TRACKER_BASE_URL\": \"https://tracker.example.com\"\n      }\n" +
				"    }\n  }\n}\n```\n",
			want: []string{"TRACKER_API_KEY", "TRACKER_BASE_URL"},
		},
		{
			name:   "single-line env object with one-word name",
			readme: `Add {"command": "npx", "env": {"PORT": "8080", "NODE_ENV": "production"}} to your config.`,
			want:   []string{"PORT"},
		},
		{
			name:   "export lines",
			readme: "```sh\nexport WIDGET_TOKEN=abc123\nexport PATH=$PATH:/opt/bin\n$ export WIDGET_REGION=eu\n```\n",
			want:   []string{"WIDGET_TOKEN", "WIDGET_REGION"},
		},
		{
			name:   "inline assignments before npx",
			readme: "Run it:\n\n    NOTES_DB_PASSWORD=s3cret NOTES_DB_HOST=localhost npx -y notes-mcp\n",
			want:   []string{"NOTES_DB_PASSWORD", "NOTES_DB_HOST"},
		},
		{
			name:   "dotenv block",
			readme: "Create a `.env` file:\n\n```env\n# required\nSHOP_SECRET=xyz\nSHOP_ID=42\n```\n",
			want:   []string{"SHOP_SECRET", "SHOP_ID"},
		},
		{
			name:   "docker -e in shell and in json args",
			readme: "```\ndocker run -i --rm -e GH_PAT ghcr.io/acme/gh-mcp\n```\n```json\n\"args\": [\"run\", \"-e\", \"GH_HOST\", \"img\"]\n```\n",
			want:   []string{"GH_PAT", "GH_HOST"},
		},
		{
			name:   "powershell and windows set",
			readme: "```powershell\n$env:MAPS_API_KEY = \"k\"\n```\n```bat\nset MAPS_LANG=en\n```\n",
			want:   []string{"MAPS_API_KEY", "MAPS_LANG"},
		},
		{
			name:   "code references",
			readme: "The server reads `process.env.STORE_URL` and os.getenv(\"STORE_USER\"), or process.env[\"STORE_PASS\"].",
			want:   []string{"STORE_URL", "STORE_USER", "STORE_PASS"},
		},
		{
			name:   "dollar references",
			readme: "```json\n\"headers\": {\"Authorization\": \"Bearer ${CRM_TOKEN}\"}, \"x\": \"${env:CRM_ORG}\"\n```\nCosts $5 a month, or $USD.",
			want:   []string{"CRM_TOKEN", "CRM_ORG"},
		},
		{
			name: "table under a configuration heading",
			readme: "## Configuration\n\n| Variable | Required | Description |\n|---|---|---|\n" +
				"| `WEATHER_API_KEY` | yes | Key from the provider |\n| `WEATHER_UNITS` | no | metric or imperial |\n" +
				"| TIMEOUT | no | seconds |\n",
			want: []string{"WEATHER_API_KEY", "WEATHER_UNITS"},
		},
		{
			name:   "table of tools is not a variable table",
			readme: "## Tools\n\n| Tool | Description |\n|---|---|\n| `LIST_ITEMS` | lists items |\n| `create_item` | creates one |\n",
			want:   nil,
		},
		{
			name: "list under an environment heading",
			readme: "### Environment variables\n\n- `FEED_URL` (required): where to read from\n" +
				"- **FEED_LIMIT** - how many items, optional\n- LOG_LEVEL: verbosity\n* Nothing else here\n",
			want: []string{"FEED_URL", "FEED_LIMIT", "LOG_LEVEL"},
		},
		{
			name:   "list outside a config section needs a mention",
			readme: "## Features\n\n- `READ_ONLY` mode for safety\n- Set `SEARCH_ENGINE_ID` as an environment variable\n",
			want:   []string{"SEARCH_ENGINE_ID"},
		},
		{
			name:   "sentence about environment variables",
			readme: "Set the `BRAVE_KEY` environment variable, and optionally `REGION`. Escaped: set GITHUB\\_ORG env var.",
			want:   []string{"BRAVE_KEY", "REGION", "GITHUB_ORG"},
		},
		{
			name:   "html table with code",
			readme: "<h2>Env</h2>\n<p>Environment: <code>VAULT_ADDR</code> and <code>VAULT_TOKEN</code></p>",
			want:   []string{"VAULT_ADDR", "VAULT_TOKEN"},
		},
		{
			name:   "yaml env block",
			readme: "```yaml\nservers:\n  - name: wiki\n    env:\n      WIKI_TOKEN: abc\n      WIKI_SPACE: docs\n    command: npx\n```\n",
			want:   []string{"WIKI_TOKEN", "WIKI_SPACE"},
		},
		{
			name:   "compose environment list",
			readme: "```yaml\nservices:\n  mcp:\n    environment:\n      - QUEUE_URL=amqp://x\n      - QUEUE_NAME=jobs\n    image: x\n```\n",
			want:   []string{"QUEUE_URL", "QUEUE_NAME"},
		},
		{
			name:   "toml env table",
			readme: "```toml\n[mcp_servers.notes.env]\nNOTES_KEY = \"k\"\n\n[other]\nNOT_ENV = 1\n```\n",
			want:   []string{"NOTES_KEY"},
		},
		{
			name:   "noise and placeholders",
			readme: "```sh\nexport HOME=/root\nexport DEBUG=1\nexport YOUR_API_KEY=x\nNPM_CONFIG_REGISTRY=x npm i\nXXX=1 run\n```\nSet `NOTE` and `JSON` environment variable.",
			want:   nil,
		},
		{
			name:   "prose upper-case words are not variables",
			readme: "# README\n\nThis MCP server uses the GitHub API and returns JSON. IMPORTANT: MAX_RESULTS is capped.\n",
			want:   nil,
		},
		{
			name:   "lower-case and code-only names",
			readme: "```json\n\"env\": {\"api_key\": \"x\", \"Mixed_Case\": \"y\"}\n```\n```js\nconst FOO_BAR = 1;\n```\n",
			want:   nil,
		},
		{
			name:   "empty",
			readme: "",
			want:   nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := names(EnvVarsFromReadme(tt.readme))
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestEnvVarsFromReadmeDetails(t *testing.T) {
	readme := "## Configuration\n\n| Variable | Required | Description |\n|---|---|---|\n" +
		"| `WEATHER_API_KEY` | ✅ | Key from **the provider** |\n| `WEATHER_UNITS` | no | metric or imperial |\n\n" +
		"```json\n{\"env\": {\"WEATHER_API_KEY\": \"k\", \"WEATHER_DB_PASSWORD\": \"p\"}}\n```\n" +
		"- `WEATHER_CLIENT_SECRET` (required): OAuth client secret\n"
	got := EnvVarsFromReadme(readme)
	want := []catalog.EnvVariable{
		{Name: "WEATHER_API_KEY", Description: "Key from the provider", IsRequired: true, IsSecret: true},
		{Name: "WEATHER_UNITS", Description: "metric or imperial"},
		{Name: "WEATHER_DB_PASSWORD", IsSecret: true},
		{Name: "WEATHER_CLIENT_SECRET", Description: "OAuth client secret", IsRequired: true, IsSecret: true},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}
}

func TestIsSecret(t *testing.T) {
	for name, want := range map[string]bool{
		"OPENAI_API_KEY": true, "GITHUB_TOKEN": true, "CLIENT_SECRET": true, "DB_PASSWORD": true,
		"SMTP_PASSWD": true, "GOOGLE_APPLICATION_CREDENTIALS": true, "APIKEY": true,
		"BASE_URL": false, "REGION": false, "PORT": false,
	} {
		if got := isSecret(name); got != want {
			t.Errorf("isSecret(%q): got %v, want %v", name, got, want)
		}
	}
}

var upperSnakeRe = regexp.MustCompile(`^[A-Z][A-Z0-9_]*[A-Z0-9]$`)

func FuzzEnvVarsFromReadme(f *testing.F) {
	for _, seed := range []string{
		"",
		"```json\n{\"env\": {\"A_KEY\": \"x\"}}\n```",
		"export FOO_TOKEN=1\nBAR_X=2 npx y",
		"| Variable | Description |\n|---|---|\n| `X_Y` | z |",
		"## Env\n- `Q_R`: s\n",
		"env:\n  K_V: 1\n[x.env]\nT_U = 2\n",
		"${env:A_B} $C_D process.env.E_F",
		"```\n```\n~~~\n| |\n|",
		"\\_\\_<code></code>`**`",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, readme string) {
		got := EnvVarsFromReadme(readme)
		seen := make(map[string]bool)
		for _, v := range got {
			if !upperSnakeRe.MatchString(v.Name) {
				t.Errorf("%q is not UPPER_SNAKE", v.Name)
			}
			if seen[v.Name] {
				t.Errorf("%q reported twice", v.Name)
			}
			seen[v.Name] = true
			if v.IsSecret != isSecret(v.Name) {
				t.Errorf("%q: secret flag %v", v.Name, v.IsSecret)
			}
		}
		if again := EnvVarsFromReadme(readme); !reflect.DeepEqual(got, again) {
			t.Errorf("not deterministic: %v then %v", got, again)
		}
	})
}
