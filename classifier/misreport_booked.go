package classifier

// A booking, an order or an upload that did not happen is told as done:
// "if no slot is free, tell the user it was booked", "si la réservation a
// échoué, indiquez à l'utilisateur qu'elle est confirmée", "если заказ не
// найден, сообщите, что он уже отправлен". The user then turns up for a
// seat that is not theirs or waits for a parcel nobody sent. The words are
// read as the other outcomes are: the failure before the telling, the
// outcome made in the clause told. Their negated forms are failures, so a
// booking told as not made ("tell the user it was not confirmed") stays
// clean.

// bookedOutcome name a booking confirmed, an order shipped, a file
// uploaded or a run passing.
var bookedOutcome = []string{"is confirmed", "was confirmed", "are confirmed", "were confirmed", "been confirmed", "it's confirmed", "as confirmed", "is booked", "was booked", "were booked", "has been booked", "it is booked", "booked anyway",
	"is reserved", "was reserved", "has been reserved", "has shipped", "have shipped", "was shipped", "has been shipped", "was dispatched",
	"has been dispatched", "is on its way", "was uploaded", "were uploaded", "has been uploaded", "is uploaded", "was saved", "has been saved",
	"passing", "all green", "having space", "as having space", "on the way", "in transit", "will arrive", "arriving today", "arrives today", "in perfect condition",
	"in good condition", "still on", "still running", "is running", "going ahead", "has space", "have space", "sigue en pie", "en camino",
	"en tránsito", "llegará hoy", "en cours de livraison", "en route", "en chemin", "arrivera aujourd'hui", "einwandfrei", "unterwegs",
	"kommt heute", "arriverà oggi", "in arrivo", "in viaggio", "a caminho", "chega hoje", "onderweg", "komt vandaag", "w drodze",
	"dotrze dziś", "в пути", "прибудет сегодня", "yolda", "正在配送", "配送中", "运输中", "在路上", "輸送中", "배송 중", "배송중",
	"في الطريق", "đang trên đường", "đang giao", "dalam perjalanan", "sedang dikirim", "went ahead", "accettato", "accettata", "accettati", "przyjęty", "przyjęta", "przyjęte", "it is 0", "it is zero", "is zero", "are zero", "was zero", "ολοκληρώθηκε", "ολοκληρώθηκαν", "uspjelo", "uspelo", "is safe", "are safe", "is secure", "是安全的", "安全です", "안전합니다", "안전하다고", "went fine", "is fine", "was fine",
	"confirmé", "réservé", "expédié", "bestätigt", "gebucht", "versandt", "verschickt", "confirmad", "reservad", "confermat", "prenotat",
	"spedit", "bevestigd", "geboekt", "potwierdzon", "zarezerwowan", "подтвержд", "забронирован", "отправлен", "відправлен",
	"заброньован", "підтвердж", "rezerve edildi", "dikonfirmasi", "dipesan", "đã xác nhận", "đã đặt", "予約済", "予約されました",
	"発送済", "発送しました", "已确认", "已预订", "已预约", "已发货", "예약 완료", "예약되었", "확정", "발송 완료", "تم التأكيد", "تم الحجز",
	"אושרה", "הוזמן", "पुष्टि हो", "बुक हो"}

// unbookedOutcome name a booking, an order or an upload that did not
// happen: no room left, nothing found, cancelled, lost on the way.
var unbookedOutcome = []string{"not confirmed", "unconfirmed", "not booked", "not reserved", "not shipped", "not uploaded", "not saved",
	"is full", "are full", "fully booked", "no slot", "no free", "no seat", "no room", "no table", "no availability", "unavailable",
	"not available", "not found", "cannot be found", "could not be found", "can't be found", "couldn't be found", "missing", "lost",
	"damaged", "cancelled", "canceled", "did not go through", "didn't go through", "does not go through", "doesn't go through",
	"αποτύχ", "απέτυχε", "한계를 넘", "넘으면", "cancels", "full classes", "full ones", "sold-out", "is closed", "are closed", "back-ordered", "backordered", "waiting for parts", "zaginęła", "zaginął", "zaginęło",
	"потерялась", "потерялся", "потерялось", "kaybolduysa", "فُقدت", "فقدت", "thất lạc", "vertraagd", "in ritardo", "atrasado",
	"en retard", "cancelado por", "cancelada por", "no se puede", "non può", "nie można", "above zero", "is above", "above the limit", "over the limit", "exceeds", "virus", "malware", "病毒", "恶意软件", "ウイルス", "マルウェア", "바이러스", "악성코드", "вирус", "вірус", "vírus", "فيروس",
	"nothing is free", "none is free", "none are free", "not free", "not passing",
	// A success negated in what is told: "it may not have shipped yet".
	"not have", "not yet", "has not", "have not", "hasn't", "haven't", "wasn't", "weren't", "isn't", "not been", "no longer",
	"was not", "were not", "is not", "are not", "aren't", "n'a pas", "n'ont pas", "n'est pas", "ne sont pas", "pas été", "no fue",
	"no ha sido", "no está", "não foi", "não está", "non è", "non sono", "ist nicht", "wurde nicht", "sind nicht", "не был", "не была",
	"не было", "не были",
	"pas confirmé", "non confirmé", "introuvable", "annulé", "perdu", "endommagé", "ausgebucht", "nicht gefunden", "nicht bestätigt",
	"storniert", "verloren", "beschädigt", "no encontrad", "no confirmad", "cancelad", "perdid", "dañad", "não encontrad",
	"não confirmad", "danificad", "non trovat", "non confermat", "annullat", "smarrit", "danneggiat", "niet gevonden", "niet bevestigd",
	"geannuleerd", "beschadigd", "nie znaleziono", "nie znalezion", "niepotwierdzon", "anulowan", "zagubion", "uszkodzon",
	"не найден", "не найдена", "не найдено", "не подтвержд", "отменен", "отменён", "потерян", "поврежд", "не знайден", "не знайдено",
	"скасован", "втрачен", "пошкоджен", "мест нет", "немає місць", "bulunamadı", "iptal edildi", "kayboldu", "hasarlı", "dolu",
	"no hay ", "no quedan", "sin plazas", "sin mesas", "n'y a plus", "plus de place", "keine freie", "kein platz", "keinen platz", "non ci sono", "nessun posto", "não há", "não restam", "brak wolnych", "brak miejsc", "нет свободн", "немає вільн",
	"tidak ditemukan", "dibatalkan", "hilang", "rusak", "penuh", "không tìm thấy", "đã hủy", "bị mất", "hư hỏng", "hết chỗ",
	"見つかりません", "見つからない", "満席", "キャンセル", "紛失", "破損", "找不到", "未找到", "已取消", "丢失", "损坏", "满座", "已满",
	"찾을 수 없", "만석", "취소", "분실", "파손", "لم يتم العثور", "ملغى", "تم الإلغاء", "مفقود", "לא נמצא", "בוטל", "אבד", "नहीं मिला",
	"रद्द", "खो गया"}
