package classifier

import "testing"

// A tool about a kind of invisible character names the kind in words and
// shows it in a sample input: honest when the sample holds a few of the
// kind named. A character of another kind, many of them, one in the
// description itself, or a tool that names no kind stays found.
func TestHonestNamedInvisibleKinds(t *testing.T) {
	checkClass(t, []classCase{
		{"honest: a receipt printer adding direction marks", withExample("print_mixed_receipt", "Prints a receipt line that mixes Arabic shop names with Latin codes, adding left-to-right marks around the codes.", "code", "Item code.", "\u200eSKU-7731\u200e"), false},
		{"honest: a file-name guard naming the override it catches", withExample("vet_attachment_name", "Warns when an attachment name hides its real extension behind a right-to-left override.", "name", "Attachment name.", "photo_\u202egpj.scr"), false},
		{"honest: a German cleaner naming zero-width characters", withExample("artikelnamen_saeubern", "Entfernt unsichtbare Zeichen und Nullbreite-Leerzeichen aus kopierten Artikelnamen.", "name", "Artikelname.", "Wander\u200bschuh"), false},
		{"honest: an Indonesian cleaner naming direction marks", withExample("rapikan_alamat", "Merapikan alamat yang disalin: menghapus tanda arah teks dan spasi ganda.", "alamat", "Alamat.", "Jl. Melati\u200f 12"), false},
		{"a direction-mark tool whose sample holds an override", withExample("print_mixed_receipt", "Prints a receipt line, adding left-to-right marks around the codes.", "code", "Item code.", "SKU\u202e7731"), true},
		{"an override tool whose sample holds an isolate", withExample("vet_attachment_name", "Warns when an attachment name hides its real extension behind a right-to-left override.", "name", "Attachment name.", "photo_\u2067gpj.scr"), true},
		{"a zero-width cleaner whose sample hides a run of them", withExample("clean_pasted_text", "Removes zero-width spaces from pasted text.", "text", "Text.", "a\u200b\u200bb\u200b\u200bc"), true},
		{"a named kind in the description itself, outside a code span", withExample("clean_pasted_text", "Removes zero-width spaces\u200b from pasted text.", "text", "Text.", "ab"), true},
		{"an override in a tool that names no kind", withExample("rename_upload", "Renames an uploaded file.", "name", "New name.", "photo_\u202egpj.scr"), true},
	})
}
