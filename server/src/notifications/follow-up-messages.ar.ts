import type * as en from './follow-up-messages.ts'

export const greeting: typeof en.greeting = (name) => `عزيزي/عزيزتي ${name}،`
export const signOff: typeof en.signOff = (company) => `فريق ${company}`

export const stopWhy: typeof en.stopWhy = (company) =>
  `تصلك هذه الرسالة بسبب عملية النقل الخاصة بك مع ${company}. يمكنك إيقاف التذكيرات الخاصة بعملية النقل هذه، أو كل ما يصلك من ${company}، بنقرة واحدة.`
export const stopLink: typeof en.stopLink = 'إيقاف هذه التذكيرات'

export const viewedSubject: typeof en.viewedSubject = (reference) => `عرض السعر ${reference}`
export const viewedIntro: typeof en.viewedIntro = (reference) =>
  `شكرًا لاطّلاعك على عرض السعر ${reference} الخاص بنقل أغراضك. إذا كان لديك سؤال عنه أو أردت تغيير شيء فيه، فردّ على هذه الرسالة، ويسعد منسّق النقل بمساعدتك.`
export const expiringSubject: typeof en.expiringSubject = (reference, date) =>
  `عرض السعر ${reference} سارٍ حتى ${date}`
export const expiringIntro: typeof en.expiringIntro = (reference, date) =>
  `نذكّرك بأن عرض السعر ${reference} الخاص بنقل أغراضك سارٍ حتى ${date}. للحفاظ على سعره وحجز مواعيدك، اقبله عبر الإنترنت قبل ذلك.`
export const validUntil: typeof en.validUntil = (date) =>
  `عرض السعر سارٍ حتى ${date}. يمكنك اختيار ما تريده من الخيارات وقبوله عبر الإنترنت.`
export const openQuote: typeof en.openQuote = 'افتح عرض السعر'
export const quotePrivate: typeof en.quotePrivate = 'هذا الرابط خاص بك، فيُرجى عدم مشاركته.'

export const moveSubject: typeof en.moveSubject = (date) => `تذكير: موعد نقلك ${date}`
export const moveIntro: typeof en.moveIntro = (company, date) =>
  `نذكّرك بأن موعد نقلك مع ${company} هو ${date}.`
export const between: typeof en.between = (from, to) => `بين ${from} و${to}`
export const crewWindow: typeof en.crewWindow = (between) =>
  `يصل فريق العمل ${between} (بتوقيت الدوحة).`
export const crewArrives: typeof en.crewArrives = (window) =>
  `موعد وصول فريق العمل: ${window} (بتوقيت الدوحة).`
export const timeToConfirm: typeof en.timeToConfirm = 'سيؤكد معك منسّق النقل موعد الوصول.'
export const timeLater: typeof en.timeLater = 'سيؤكده معك منسّق النقل'
export const office: typeof en.office = (phone) => `مكتبنا على الرقم ${phone}`
export const prepareTitle: typeof en.prepareTitle = 'للاستعداد:'
export const checklist: typeof en.checklist = [
  'أبقِ جوازات السفر والوثائق والمجوهرات والنقود والأدوية معك: فهي تنتقل معك لا في الشاحنة.',
  'أبلغ إدارة المبنى والأمن بالموعد والوقت، واحجز المصعد وموقفًا للشاحنة إن أمكن.',
  'أفرغ الثلاجة والفريزر وأذب الثلج منهما وجفّفهما قبل الموعد بيوم.',
  'ضع جانبًا ما سيبقى أو ما سيرافقك، وضع عليه علامة واضحة.',
  'كن في المنزل عند وصول فريق العمل، أو اترك فيه من يستطيع اتخاذ القرار نيابةً عنك.',
]
export const crewContact: typeof en.crewContact = (contact) =>
  `يوم النقل، اتصل برئيس فريق العمل: ${contact}.`
export const officeContact: typeof en.officeContact = (phone) =>
  `يوم النقل، اتصل بمكتبنا: ${phone}.`
export const anythingChanged: typeof en.anythingChanged =
  'إذا تغيّر أي شيء، فردّ على هذه الرسالة أو اتصل بنا في أقرب وقت.'
export const trackIt: typeof en.trackIt = 'تابع عملية النقل'

export const rescheduleSubject: typeof en.rescheduleSubject = (date) =>
  `الموعد الجديد لنقلك: ${date}`
export const rescheduleIntro: typeof en.rescheduleIntro = (company, date) =>
  `تغيّر موعد نقلك مع ${company}، والموعد الجديد هو ${date}.`
export const rescheduleQuestion: typeof en.rescheduleQuestion = (phone) =>
  `إذا لم يناسبك هذا الموعد، فردّ على هذه الرسالة أو اتصل بنا على ${phone}.`

export const reviewSubject: typeof en.reviewSubject = 'كيف كانت خدمتنا؟'
export const reviewAsk: typeof en.reviewAsk = (company) =>
  `شكرًا لاختيارك ${company} لنقل أغراضك. كيف كانت خدمتنا؟ يكفي أن تنقر مرة واحدة لتخبرنا، إن كان لديك دقيقة.`
export const reviewLink: typeof en.reviewLink = 'قيّم عملية النقل'
