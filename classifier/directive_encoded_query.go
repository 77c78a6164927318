package classifier

import (
	"regexp"
	"strings"
)

// A database tool takes its query base64-encoded, so that it survives a
// form or a URL, and gives a default: "U0VMRUNUIGxvdCBGUk9NIHNhbXBsZXM="
// decodes to "SELECT lot FROM samples". The encoding hides no sentence to
// the model: the value is the query the parameter exists for, and a plain
// read of named columns from one table orders nothing. Only that shape is
// set aside, and only as the default or example of a parameter (a share
// code or a saved search holds one as well as a parameter named for a
// query): one SELECT of plain column names from one table, with at most
// comparisons of a column to a plain value (a name, a number or a short
// quoted string), a grouping, an order and a
// limit; no second statement, no comment, no write, no place, no secret
// column. A count, sum, average, least or greatest of a column (or of
// every row) is read as a column is: "SELECT count(*) FROM claims" is a
// report's tally, and an aggregate of the five reads what the column
// holds and nothing else (no function that reads a file, sleeps or
// calls out). Anything else decoded there is read as hidden, as before.

// sqlReadStatement is one plain SELECT of named columns, or aggregates of
// one, from one table.
var sqlReadStatement = regexp.MustCompile(`^\s*select\s+` + sqlReadItem + `(\s*,\s*` + sqlReadItem + `)*\s+from\s+[a-z0-9_.]+` +
	`(\s+where\s+[a-z0-9_.]+\s*(=|<>|!=|<=|>=|<|>)\s*` + sqlPlainValue + `(\s+(and|or)\s+[a-z0-9_.]+\s*(=|<>|!=|<=|>=|<|>)\s*` + sqlPlainValue + `){0,3})?` +
	`(\s+group\s+by\s+[a-z0-9_.]+(\s*,\s*[a-z0-9_.]+){0,3})?` +
	`(\s+order\s+by\s+[a-z0-9_.]+(\s+(asc|desc))?)?(\s+limit\s+\d+)?\s*;?\s*$`)

// sqlPlainValue is what a column is compared to: a name or a number, or a
// short quoted string with no quote, statement end or comment in it.
const sqlPlainValue = `([a-z0-9_.]+|'[^'\n;\\-]{0,40}')`

// sqlReadItem is one selected item: a column (or *), or one of the five
// aggregates of a column or of *, with a plain alias.
const sqlReadItem = `([a-z0-9_.*]+|(count|sum|avg|min|max)\(\s*(distinct\s+)?[a-z0-9_.*]+\s*\)(\s+as\s+[a-z0-9_]+)?)`

// encodedReadQuery reports whether a decoded reading (its name, as views
// name it, and its text) is the plain read query of a query parameter's
// default or example (see above).
func encodedReadQuery(how, text string) bool {
	if !strings.HasPrefix(how, "param:") && !strings.HasPrefix(how, "inputSchema:") {
		return false
	}
	field, _, _ := strings.Cut(how, " ")
	dot := strings.LastIndexByte(field, '.')
	if dot < 0 {
		return false
	}
	if suffix := field[dot+1:]; suffix != "default" && suffix != "examples" && suffix != "example" {
		return false
	}
	lower := toLower(text)
	return sqlReadStatement.MatchString(lower) && !secretColumn(lower)
}

// secretColumn reports whether a query names a secret among its words,
// read apart at every mark a column name or an aggregate is written with
// ("max(api_token)", "staff.password").
func secretColumn(query string) bool {
	for _, w := range strings.FieldsFunc(query, func(r rune) bool {
		return (r < 'a' || r > 'z') && (r < '0' || r > '9')
	}) {
		if secretAsked.MatchString(w) {
			return true
		}
	}
	return false
}
