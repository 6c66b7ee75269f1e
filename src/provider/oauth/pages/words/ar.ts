/**
 * The phone pages' words in Arabic (en.ts is the source). Counted words take the form Arabic grammar asks for
 * after each number (Intl.PluralRules: one, two, few for 3 to 10, many for 11 to 99, other).
 */
import { html, type SafeHtml } from '../safe-html.ts';
import type { Words } from './catalogue.ts';

const rules = new Intl.PluralRules('ar');

/** A counted noun: the one and two forms stand alone, the others follow the number. */
function counted(n: number, forms: { one: string; two: string; few: string; many: string }): string {
  const form = rules.select(n);
  if (form === 'one') return forms.one;
  if (form === 'two') return forms.two;
  return `${n} ${form === 'few' ? forms.few : forms.many}`;
}

const seconds = (n: number): string =>
  counted(n, { one: 'ثانية واحدة', two: 'ثانيتين', few: 'ثوانٍ', many: 'ثانية' });
const minutes = (n: number): string =>
  counted(n, { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة' });
const hours = (n: number): string => counted(n, { one: 'ساعة', two: 'ساعتين', few: 'ساعات', many: 'ساعة' });
const devices = (n: number): string =>
  counted(n, { one: 'جهاز', two: 'جهازين', few: 'أجهزة', many: 'جهازًا' });

export const AR: Words = {
  brand: 'المزوّد المحلي',
  connectTitle: 'ربط جهاز',
  connectLead: 'أدخل الرمز الظاهر على التلفزيون أو الجهاز الآخر.',
  codeLabel: 'الرمز',
  continue: 'متابعة',
  yourApps: 'تطبيقاتك',
  signedInAs: (email: SafeHtml): SafeHtml => html`تم تسجيل الدخول باسم ${email}`,
  signIn: 'تسجيل الدخول',
  whyAccount: 'سجّل الدخول لرؤية تطبيقاتك.',
  whyAdmin: 'سجّل الدخول بحساب مسؤول لإدارة الحسابات.',
  whyDevice: 'سجّل الدخول لمتابعة ربط جهازك.',
  whyCode: (app: string, code: SafeHtml): SafeHtml => html`سجّل الدخول لربط ${app} بالرمز ${code}.`,
  continueWith: (name: string): string => `المتابعة باستخدام ${name}`,
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  alreadyConnected: 'تم الربط من قبل',
  alreadyConnectedText: (app: string): string =>
    `سبق أن سمحت لـ ${app} بهذا الرمز في علامة تبويب أو نافذة أخرى. يمكنك العودة إلى جهازك الآن.`,
  theApp: 'التطبيق',
  seeYourApps: 'عرض تطبيقاتك',
  enterCode: 'أدخل رمزًا',
  signedOutTitle: 'سجّلت الخروج',
  signedOutHeading: 'سجّلت الخروج في علامة تبويب أخرى',
  signedOutText: 'لم يتغيّر شيء. سجّل الدخول مرة أخرى لمتابعة ربط جهازك.',
  signInAgain: 'تسجيل الدخول مرة أخرى',
  unknownCode: 'هذا الرمز غير صحيح. تحقّق من الرمز على جهازك وحاول مرة أخرى.',
  expiredCode: 'انتهت صلاحية هذا الرمز. يعرض التلفزيون رمزًا جديدًا من تلقاء نفسه: أدخل ذلك الرمز.',
  usedCode: 'سبق استخدام هذا الرمز. لتربط الجهاز من جديد، ابدأ تسجيل الدخول مرة أخرى على جهازك.',
  tooManyCodes: (wait: string): string => `رموز خاطئة كثيرة. انتظر ${wait} ثم حاول مرة أخرى.`,
  tooManySignIns: (wait: string): string => `محاولات تسجيل دخول فاشلة كثيرة. انتظر ${wait} ثم حاول مرة أخرى.`,
  accountBackOff: (wait: string): string =>
    `كلمات مرور خاطئة كثيرة لهذا الحساب. انتظر ${wait} ثم حاول مرة أخرى.`,
  busy: (wait: string): string =>
    `تُدخَل الآن رموز خاطئة كثيرة في هذه الخدمة، لذا ينتظر كل رمز لحظة. انتظر ${wait} ثم اضغط «متابعة» مرة أخرى.`,
  seconds,
  minutes,
  wrongPassword: 'لا يطابق هذا البريد الإلكتروني وكلمة المرور أي حساب.',
  noPasswords: (upstream: string): string =>
    `لا تُستخدم كلمات المرور في هذه الخدمة: تابع باستخدام ${upstream} لتسجيل الدخول.`,
  accountDisabledTitle: 'الحساب معطّل',
  accountDisabled:
    'عطّل أحد المسؤولين هذا الحساب، فلا يمكنه تسجيل الدخول ولا ربط الأجهزة. اطلب من المسؤول تفعيله من جديد.',
  tryAgainTitle: 'يُرجى المحاولة مرة أخرى',
  staleForm: 'بقيت هذه الصفحة مفتوحة مدة طويلة. ارجع وأعد تحميلها ثم حاول مرة أخرى.',
  wentWrongTitle: 'حدث خطأ ما',
  badForm: 'كان في هذا النموذج شيء غير صحيح. ارجع وحاول مرة أخرى.',
  codeExpiredTitle: 'انتهت صلاحية الرمز',
  codeUsedTitle: 'سبق استخدام الرمز',
  consentTitle: (app: string): string => `السماح لـ ${app}؟`,
  consentHeading: (app: string): string => `يريد ${app} الوصول إلى حسابك`,
  provenance: (app: string, clientId: string, ago: string, network: string): string =>
    `طلبه ${app} (${clientId}) ${ago}، من الشبكة ${network}.`,
  justNow: 'قبل لحظات',
  minutesAgo: (n: number): string =>
    `قبل ${counted(n, { one: 'دقيقة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة' })}`,
  hoursAgo: (n: number): string => `قبل ${hours(n)}`,
  unknownNetwork: 'شبكة غير معروفة',
  ownDeviceWarning: 'لا تتابع إلا إذا بدأت هذا على جهاز تملكه.',
  checkCode: (code: SafeHtml): SafeHtml => html`تحقّق من أن هذا الرمز يطابق الرمز الظاهر على جهازك: ${code}`,
  orgOnlyChoice: (app: string, org: string): string =>
    `لا يمكن استخدام ${app} إلا بحسابات ${org}. سجّل الدخول بأحدها، أو لا تربط الجهاز.`,
  forbiddenLead: (app: string): string => `لا يسمح المسؤول لهذا الحساب بأن يمنح ${app} ما يلي:`,
  willAllow: (app: string): string => `سيسمح هذا لـ ${app} بما يلي:`,
  untick: 'أزل العلامة عن أي شيء لا تريد مشاركته.',
  noScope: 'ضع علامة على شيء واحد على الأقل للسماح به، أو اختر «رفض».',
  deny: 'رفض',
  allow: 'سماح',
  allowRest: 'السماح بالباقي',
  useAnotherAccount: 'استخدام حساب آخر',
  dontConnect: 'عدم الربط',
  notYou: (email: SafeHtml): SafeHtml => html`لست ${email}؟`,
  switchAccount: 'تبديل الحساب',
  accessNotAllowedTitle: 'الوصول غير مسموح',
  orgInternal: (app: string, org: string): string =>
    `لا يمكن استخدام ${app} إلا بحسابات ${org}. اخترت عدم الربط، وسيعرض جهازك أن الوصول لم يُمنح.`,
  adminPolicy: (app: string): string =>
    `لا يسمح المسؤول لهذا الحساب بأن يمنح ${app} بعض الوصول الذي يطلبه. اخترت عدم الربط، وسيعرض جهازك أن الوصول لم يُمنح.`,
  connectedTitle: 'تم الربط',
  connectedText: 'يمكنك العودة إلى جهازك الآن. سيتابع من تلقاء نفسه خلال ثوانٍ.',
  notGivenTitle: 'لم يُمنح الوصول',
  notGivenText: 'أُبلغ جهازك بأنك رفضت. يمكنك إغلاق هذه الصفحة.',
  accountHeading: 'التطبيقات التي يمكنها الوصول إلى حسابك',
  hasAccessSince: (day: string): string => `لديه وصول منذ ${day}. يمكنه:`,
  signedInOnDevices: (n: number, day: string): string =>
    `مسجّل الدخول على ${devices(n)}، أولها منذ ${day}. يمكنه على كل منها:`,
  removeFor: (app: string): string => `إزالة وصول ${app}`,
  removeForAll: (app: string, n: number): string => `إزالة وصول ${app} من كل الأجهزة (${devices(n)})`,
  noApps: 'لا توجد تطبيقات يمكنها الوصول إلى حسابك.',
  signOutEverywhere: 'تسجيل الخروج من كل مكان',
  signOut: 'تسجيل الخروج',
  removedNotice: (app: string): string => `لم يعد لدى ${app} وصول.`,
  signedOutEverywhereNotice:
    'سجّلت الخروج من كل مكان: لم يعد لأي تطبيق أو جهاز وصول، وسُجّل الخروج من المتصفحات الأخرى.',
  removeTitle: 'إزالة الوصول؟',
  removeOne: (app: string, day: string): string => `إزالة وصول ${app} من الجهاز الذي اتصل في ${day}؟`,
  removeOneText: 'سيُسجَّل خروج ذلك الجهاز، وسيحتاج إلى رمز جديد ليتصل من جديد.',
  removeAll: (app: string, n: number): string => `إزالة وصول ${app} من كل الأجهزة (${devices(n)})؟`,
  removeAllText: (app: string, n: number, times: string): string =>
    `سيُسجَّل خروج كل جهاز سجّل فيه ${app} الدخول بحسابك: ${devices(n)} اتصلت في ${times}. ` +
    'سيحتاج كل منها إلى رمز جديد ليتصل من جديد. لتسجيل خروج جهاز واحد منها فقط، سجّل الخروج على ذلك الجهاز.',
  removeAccess: 'إزالة الوصول',
  cancel: 'إلغاء',
  signOutEverywhereTitle: 'تسجيل الخروج من كل مكان؟',
  signOutEverywhereHeading: 'تسجيل الخروج من كل تطبيق وجهاز ومتصفح؟',
  signOutEverywhereText: (apps: number): string =>
    apps === 0
      ? 'لا يملك أي تطبيق أو جهاز وصولًا الآن؛ سيُسجَّل الخروج من كل متصفح آخر سجّلت الدخول فيه.'
      : `${apps === 1 ? 'سيُسجَّل خروج التطبيق أو الجهاز' : `سيُسجَّل خروج كل التطبيقات والأجهزة (${apps})`} ` +
        'التي يمكنها الوصول إلى حسابك، وستحتاج إلى رمز جديد لتتصل من جديد، وسيُسجَّل الخروج من كل متصفح آخر ' +
        'سجّلت الدخول فيه. يبقى هذا المتصفح مسجّل الدخول.',
  setupTitle: 'اختر كلمة المرور',
  setupRule: (min: number): string =>
    `${min} حرفًا على الأقل. بضع كلمات عادية متتالية سهلة التذكّر وصعبة التخمين؛ وتُرفض كلمات المرور الأكثر شيوعًا.`,
  newPassword: 'كلمة المرور الجديدة',
  sameAgain: 'كلمة المرور نفسها مرة أخرى',
  setPassword: 'تعيين كلمة المرور وتسجيل الدخول',
  differentPasswords: 'كلمتا المرور مختلفتان. اكتب كلمة المرور نفسها مرتين.',
  passwordTooShort: (min: number): string =>
    `استخدم ${min} حرفًا على الأقل: بضع كلمات عادية متتالية سهلة التذكّر وصعبة التخمين.`,
  passwordTooLong: (max: number): string => `استخدم ${max} حرفًا على الأكثر.`,
  passwordIsAddress: 'هذا عنوان بريدك الإلكتروني: اختر شيئًا لا يمكن لأحد أن يخمّنه منه.',
  passwordCommon:
    'هذه إحدى كلمات المرور التي يختارها الناس أكثر من غيرها، لذلك تُخمَّن أولًا. اختر شيئًا أقل شيوعًا.',
  deadLinkTitle: 'لم يعد هذا الرابط يعمل',
  deadLinkText: 'تعمل روابط تعيين كلمة المرور مرة واحدة، لمدة 24 ساعة. اطلب من المسؤول رابطًا جديدًا.',
  noPasswordsTitle: 'لا تُستخدم كلمات المرور هنا',
  noPasswordsText: (upstream: string): string =>
    `يسجّل الناس الدخول باستخدام ${upstream} في هذه الخدمة، فلا توجد كلمة مرور لتعيينها.`,
  signInWith: (upstream: string): string => `تسجيل الدخول باستخدام ${upstream}`,
  signInRefusedTitle: 'رُفض تسجيل الدخول',
  startAgain: 'البدء من جديد',
  upstreamUnreachable: (name: string): string => `لا يمكن الوصول إلى ${name} الآن. حاول مرة أخرى بعد قليل.`,
  upstreamState: (name: string): string =>
    `هذا الرد من ${name} لا ينتمي إلى تسجيل دخول بدأ في هذا المتصفح (قيمة state لا تطابق)، لذلك رُفض. ابدأ تسجيل الدخول من جديد هنا.`,
  upstreamCancelled: (name: string, detail?: string): string =>
    `أُلغي تسجيل الدخول في ${name} أو رُفض${detail === undefined ? '' : ` (${detail})`}. ابدأ من جديد إذا أردت تسجيل الدخول.`,
  upstreamCode: (name: string): string =>
    `لم يقبل ${name} رمز تسجيل الدخول: فقد استُخدم من قبل أو انتهت صلاحيته. ابدأ تسجيل الدخول من جديد.`,
  upstreamAudience: (name: string): string =>
    `رمز الهوية (ID token) من ${name} صدر لخدمة أخرى (جمهوره ليس هذا المزوّد)، لذلك رُفض.`,
  upstreamNonce: (name: string): string =>
    `رمز الهوية (ID token) من ${name} ينتمي إلى تسجيل دخول آخر (قيمة nonce لا تطابق)، لذلك رُفض.`,
  upstreamIssuer: (name: string): string =>
    `رمز الهوية (ID token) لم يأتِ من ${name} (مُصدره لا يطابق)، لذلك رُفض.`,
  upstreamExpired: (name: string): string =>
    `رمز الهوية (ID token) من ${name} انتهت صلاحيته أو لم يصبح صالحًا بعد. تحقّق من ساعة هذا الجهاز، ثم ابدأ من جديد.`,
  upstreamUnverifiable: (name: string, detail?: string): string =>
    `تعذّر التحقق من الرد من ${name}${detail === undefined ? '' : ` (${detail})`}، لذلك رُفض.`,
  upstreamNoEmail: (name: string): string =>
    `لم يذكر ${name} عنوان البريد الإلكتروني الموثَّق الذي تستخدمه، لذلك لا يمكن مطابقة أي حساب هنا معك.`,
  upstreamNoAccount: (email?: string): string =>
    `لا يوجد حساب هنا بالعنوان ${email ?? 'الذي سجّلت الدخول به'}. اطلب من المسؤول إضافتك، ثم سجّل الدخول من جديد.`,
};
