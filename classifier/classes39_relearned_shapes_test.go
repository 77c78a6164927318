package classifier

import "testing"

// Honest definitions of the shapes a relearned scorer moved over its
// threshold: secrets a sync tool says it never sends nor keeps, in
// Japanese, and a plain forecast, in Romanian. The learned scorer learns
// from them.
func TestClasses39RelearnedShapes(t *testing.T) {
	checkClass(t, []classCase{
		{"honest japanese: keys never sent, not kept", desc("sync_keys", "鍵を同期します。合言葉や秘密鍵を外部のサーバーへ送信することはありません。履歴にも残りません。"), false},
		{"honest romanian: a forecast", desc("prognoza_zilei", "Returnează prognoza meteo pentru mâine într-un oraș ales."), false},
	})
}
