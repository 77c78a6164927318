package introspect

import (
	"encoding/json"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// serverItems collects a server's prompts, resources and resource
// templates as introspection lists them.
type serverItems struct {
	prompts   []catalog.Prompt
	resources []catalog.Resource
	templates []catalog.ResourceTemplate
}

func (s *serverItems) addPrompt(raw json.RawMessage) (string, bool) {
	var p catalog.Prompt
	if err := json.Unmarshal(raw, &p); err != nil {
		return err.Error(), false
	}
	if strings.TrimSpace(p.Name) == "" {
		return "a prompt without a name", false
	}
	s.prompts = append(s.prompts, p)
	return "", true
}

func (s *serverItems) addResource(raw json.RawMessage) (string, bool) {
	var r catalog.Resource
	if err := json.Unmarshal(raw, &r); err != nil {
		return err.Error(), false
	}
	if strings.TrimSpace(r.URI) == "" {
		return "a resource without a URI", false
	}
	s.resources = append(s.resources, r)
	return "", true
}

func (s *serverItems) addTemplate(raw json.RawMessage) (string, bool) {
	var t catalog.ResourceTemplate
	if err := json.Unmarshal(raw, &t); err != nil {
		return err.Error(), false
	}
	if strings.TrimSpace(t.URITemplate) == "" {
		return "a template without a uriTemplate", false
	}
	s.templates = append(s.templates, t)
	return "", true
}

// cut shortens every text to n bytes, as tool descriptions are.
func (s *serverItems) cut(n int) {
	for i := range s.prompts {
		p := &s.prompts[i]
		p.Description = cutUTF8(p.Description, n)
		for j := range p.Arguments {
			p.Arguments[j].Description = cutUTF8(p.Arguments[j].Description, n)
		}
	}
	for i := range s.resources {
		s.resources[i].Description = cutUTF8(s.resources[i].Description, n)
	}
	for i := range s.templates {
		s.templates[i].Description = cutUTF8(s.templates[i].Description, n)
	}
}
