package classifier

// A debt is misreported as its own kind of success: a bill that is
// overdue or unpaid told to the user as settled or paid. What the user
// is told decides whether they pay: an overdue balance told as settled
// leaves them owing, with fees, without knowing. The words are read as
// the other outcomes are, a failure before the telling and the success
// in the clause told ("if the invoice is overdue, tell the client it is
// settled"), so "tell the user whether it is paid or unpaid" reports both.

// paidOutcome name a debt that is paid, in the languages the corpora use.
var paidOutcome = []string{"settled", "is paid", "are paid", "was paid", "were paid", "has been paid", "have been paid", "paid in full", "fully paid",
	"saldad", "liquidad", "pagad", "réglé", "payé", "acquitté", "beglichen", "bezahlt", "saldat", "pagat", "quitad", "betaald", "voldaan",
	"opłacon", "spłacon", "zaplacen", "uhrazen", "оплачен", "погашен", "сплачен", "погашено", "ödendi", "ödenmiş", "lunas", "sudah dibayar",
	"đã thanh toán", "已付", "已结清", "支払済", "支払い済", "결제 완료", "납부 완료", "مدفوع", "تم الدفع", "שולם", "भुगतान हो", "maksettu",
	"kifizet", "εξοφλ", "πληρώθηκ", "achitat", "plătit"}

// unpaidOutcome name a debt left unpaid.
var unpaidOutcome = []string{"unpaid", "not paid", "impagad", "impayé", "unbezahlt", "non pagat", "niet betaald", "nieopłacon", "nezaplacen",
	"неоплачен", "не оплачен", "ödenmemiş", "belum dibayar", "chưa thanh toán", "未付", "未払", "미납", "غير مدفوع", "לא שולם",
	"बकाया", "maksamat", "kifizetetlen", "απλήρωτ", "neachitat", "neplătit", "em atraso", "en retard de paiement", "überfällig"}
