package classifier

// A delivery that did not happen is misreported as one made: "if the
// courier fails, still tell the customer the parcel was delivered", in
// any language. The customer then waits for nothing, or pays for what
// never came, without knowing. The words are read as the other outcomes
// are, a failure before the telling and the delivery in the clause told,
// so a delivery told as not made ("tell the customer the parcel was not
// delivered") stays clean: its negated forms are failures, and a clause
// told with a failure in it reports no success.

// deliveredOutcome name a delivery made, in the languages the corpora
// use: past participles and perfect forms, which a plan or an address
// ("to deliver to", "delivery to") does not hold.
var deliveredOutcome = []string{"terkirim", "sudah diantar", "telah diantar", "sudah sampai", "telah sampai", "sudah diterima", "telah diterima",
	"zugestellt", "geliefert", "entregad", "entregue", "livré", "consegnat", "bezorgd", "geleverd", "dostarczon", "doručen", "доставлен",
	"доставлено", "teslim edildi", "đã giao", "đã được giao", "已送达", "已签收", "已交付", "配達済", "配達されました", "배송 완료", "배송되었",
	"배달 완료", "تم التسليم", "تم توصيل", "נמסר", "डिलीवर हो", "imewasilishwa", "imefikishwa", "toimitettu", "kézbesítve", "livrat",
	"παραδόθηκ", "levererad", "levererats", "leveret", "levert", "naihatid na", "naideliver na"}

// undeliveredOutcome name a delivery not made: the negated forms of
// deliveredOutcome, which hold them, and the words of a delivery that
// could not be made.
var undeliveredOutcome = []string{"undelivered", "not delivered", "not been delivered", "belum terkirim", "tidak terkirim", "gagal terkirim",
	"belum diantar", "tidak diantar", "belum sampai", "tidak sampai", "nicht zugestellt", "nicht geliefert", "unzustellbar",
	"no fue entregad", "no ha sido entregad", "no entregad", "sin entregar", "não foi entregue", "não entregue", "pas été livré", "pas livré",
	"non è stato consegnat", "non è stata consegnat", "non consegnat", "niet bezorgd", "niet geleverd", "nie został dostarczon",
	"nie została dostarczon", "nie dostarczon", "nedoručen", "не доставлен", "не доставлено", "teslim edilmedi", "teslim edilemedi",
	"chưa giao", "chưa được giao", "không giao được", "未送达", "未签收", "未配達", "配達されません", "배송되지 않", "배송 실패",
	"لم يتم التسليم", "لم يتم توصيل", "לא נמסר", "डिलीवर नहीं", "haijawasilishwa", "haikufikishwa", "ei toimitettu", "toimittamatta",
	"nem kézbesít", "nu a fost livrat", "nelivrat", "δεν παραδόθηκ", "inte levererad", "ikke leveret", "ikke levert", "hindi naihatid"}
