/**
 * Issue 33: the account's screens in Spanish and in Arabic. A visitor whose browser speaks Spanish sees the landing
 * page, signs up, logs out and in again, creates a group, opens it, then their profile and settings, every screen
 * in Spanish, at a laptop's width and a phone's; an Arabic visitor (the qd_lang cookie) does the same at 390×844,
 * right to left: the sidebar's menu mirrored, nothing wider than the phone, axe clean on every screen.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  checkScreen,
  DESKTOP,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectPath,
  resizeTo,
  saveScreenshot,
  setUpE2e,
  TALL_PHONE,
  uniqueUserDetails,
  visibleText,
} from "./harness";

const e2e = setUpE2e();
const LONG = { timeout: 20_000 };

/** What the account's screens say in one language. */
interface AccountTexts {
  language: "es" | "ar";
  dir: "ltr" | "rtl";
  landingTitle: string;
  landingHeading: string;
  codeLabel: string;
  codeJoin: string;
  signupLink: string;
  loginLink: string;
  signupHeading: string;
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
  displayName: string;
  signupButton: string;
  passwordRules: string;
  firstRuleUnmet: string;
  emailsDoNotMatch: string;
  menu: string;
  mainNav: string;
  logout: string;
  groupsLink: string;
  profileLink: string;
  settingsLink: string;
  loginHeading: string;
  loginButton: string;
  groupsHeading: string;
  createGroup: string;
  name: string;
  keepsDefault: string;
  cancel: string;
  created: (name: string) => string;
  myGroups: string;
  findGroups: string;
  founder: string;
  leaveThisGroup: string;
  deleteGroup: string;
  deleteTitle: (name: string) => string;
  topMembers: string;
  allMembers: string;
  renameGroup: string;
  decks: string;
  addDeck: string;
  noDecksInGroup: string;
  myProfile: string;
  yourProfilePublic: string;
  stats: string;
  topWins: string;
  editInSettings: string;
  pictureAlt: (name: string) => string;
  settingsHeading: string;
  sections: string[];
  privateProfile: string;
  privateState: string;
  retention: string;
  save: string;
  retentionRange: string;
  deleteAccount: string;
  /** The group the visitor creates, named in their language. */
  groupName: string;
}

const spanish: AccountTexts = {
  language: "es",
  dir: "ltr",
  landingTitle: "Bienvenida · Quizdeck",
  landingHeading: "Crea mazos. Juega cuestionarios en vivo con tu clase.",
  codeLabel: "Escribe el código del juego",
  codeJoin: "Unirse",
  signupLink: "Registrarse",
  loginLink: "Iniciar sesión",
  signupHeading: "Crea tu cuenta",
  email: "Correo electrónico",
  confirmEmail: "Confirmar correo electrónico",
  password: "Contraseña",
  confirmPassword: "Confirmar contraseña",
  displayName: "Nombre visible",
  signupButton: "Registrarse",
  passwordRules: "Tu contraseña necesita:",
  firstRuleUnmet: "•Al menos 6 caracteres (aún no cumplido)",
  emailsDoNotMatch: "Los correos electrónicos no coinciden",
  menu: "Menú",
  mainNav: "Principal",
  logout: "Cerrar sesión",
  groupsLink: "Grupos",
  profileLink: "Perfil",
  settingsLink: "Ajustes",
  loginHeading: "¡Hola de nuevo!",
  loginButton: "Iniciar sesión",
  groupsHeading: "Grupos",
  createGroup: "Crear grupo",
  name: "Nombre",
  keepsDefault: "Déjalo vacío para usar «Untitled Group».",
  cancel: "Cancelar",
  created: (name) => `Se creó ${name}.`,
  myGroups: "Mis grupos",
  findGroups: "Buscar grupos",
  founder: "Fundador",
  leaveThisGroup: "Salir de este grupo",
  deleteGroup: "Eliminar grupo",
  deleteTitle: (name) => `¿Eliminar ${name}?`,
  topMembers: "Mejores miembros",
  allMembers: "Todos los miembros",
  renameGroup: "Cambiar nombre del grupo",
  decks: "Mazos",
  addDeck: "Agregar mazo",
  noDecksInGroup: "No hay mazos en el grupo.",
  myProfile: "Mi perfil · Quizdeck",
  yourProfilePublic: "Tu perfil · Público",
  stats: "Estadísticas",
  topWins: "Victorias",
  editInSettings: "Editar en Ajustes",
  pictureAlt: (name) => `Foto de perfil de ${name}`,
  settingsHeading: "Ajustes",
  sections: ["Nombre de usuario", "Foto de perfil", "Estado del perfil", "Estudio", "Cuenta"],
  privateProfile: "Perfil privado",
  privateState: "Privado",
  retention: "Retención deseada",
  save: "Guardar",
  retentionRange: "La retención deseada debe estar entre 0,7 y 0,99",
  deleteAccount: "Eliminar la cuenta de usuario actual",
  groupName: "Club de ciencias",
};

const arabic: AccountTexts = {
  language: "ar",
  dir: "rtl",
  landingTitle: "مرحبًا · Quizdeck",
  landingHeading: "أنشئ مجموعات بطاقات. والعب اختبارات مباشرة مع صفّك.",
  codeLabel: "أدخل رمز اللعبة",
  codeJoin: "انضمّ",
  signupLink: "إنشاء حساب",
  loginLink: "تسجيل الدخول",
  signupHeading: "أنشئ حسابك",
  email: "البريد الإلكتروني",
  confirmEmail: "تأكيد البريد الإلكتروني",
  password: "كلمة المرور",
  confirmPassword: "تأكيد كلمة المرور",
  displayName: "الاسم الظاهر",
  signupButton: "إنشاء حساب",
  passwordRules: "تحتاج كلمة مرورك إلى:",
  firstRuleUnmet: "•6 أحرف على الأقل (غير مستوفى بعد)",
  emailsDoNotMatch: "عنوانا البريد الإلكتروني غير متطابقين",
  menu: "القائمة",
  mainNav: "الرئيسية",
  logout: "تسجيل الخروج",
  groupsLink: "الفرق",
  profileLink: "الملف الشخصي",
  settingsLink: "الإعدادات",
  loginHeading: "مرحبًا بعودتك",
  loginButton: "تسجيل الدخول",
  groupsHeading: "الفرق",
  createGroup: "إنشاء فريق",
  name: "الاسم",
  keepsDefault: "اتركه فارغًا ليكون «Untitled Group».",
  cancel: "إلغاء",
  created: (name) => `تم إنشاء ${name}.`,
  myGroups: "فرقي",
  findGroups: "البحث عن فرق",
  founder: "المؤسس",
  leaveThisGroup: "مغادرة هذا الفريق",
  deleteGroup: "حذف الفريق",
  deleteTitle: (name) => `حذف ${name}؟`,
  topMembers: "أفضل الأعضاء",
  allMembers: "جميع الأعضاء",
  renameGroup: "إعادة تسمية الفريق",
  decks: "مجموعات البطاقات",
  addDeck: "إضافة مجموعة بطاقات",
  noDecksInGroup: "لا توجد مجموعات بطاقات في الفريق.",
  myProfile: "ملفي الشخصي · Quizdeck",
  yourProfilePublic: "ملفك الشخصي · عام",
  stats: "الإحصاءات",
  topWins: "الانتصارات",
  editInSettings: "التعديل في الإعدادات",
  pictureAlt: (name) => `صورة الملف الشخصي لـ${name}`,
  settingsHeading: "الإعدادات",
  sections: ["اسم المستخدم", "صورة الملف الشخصي", "حالة الملف الشخصي", "الدراسة", "الحساب"],
  privateProfile: "ملف شخصي خاص",
  privateState: "خاص",
  retention: "نسبة التذكّر المطلوبة",
  save: "حفظ",
  retentionRange: "يجب أن تكون نسبة التذكّر المطلوبة بين 0.7 و0.99",
  deleteAccount: "حذف حساب المستخدم الحالي",
  groupName: "نادي العلوم",
};

/** Axe and a screenshot at both widths, and no sideways scrolling at either. */
async function checkAccountScreen(page: Page, name: string) {
  await checkScreen(page, name);
  await expectNoSidewaysScroll(page, name);
  const own = page.viewportSize() ?? DESKTOP;
  await resizeTo(page, own.width === DESKTOP.width ? TALL_PHONE : DESKTOP);
  await expectNoSidewaysScroll(page, `${name} (other width)`);
  await resizeTo(page, own);
}

async function expectLanguage(page: Page, texts: AccountTexts) {
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    texts.language,
    texts.dir,
  ]);
}

/** The sidebar's navigation, its menu opened first where it is folded away (a phone). */
async function openNav(page: Page, texts: AccountTexts) {
  const nav = page.getByRole("navigation", { name: texts.mainNav });
  if (!(await nav.isVisible())) await page.getByRole("button", { name: texts.menu }).click();
  return nav;
}

async function goVia(page: Page, texts: AccountTexts, link: string) {
  await (await openNav(page, texts)).getByRole("link", { name: link, exact: true }).click();
}

async function logOut(page: Page, texts: AccountTexts) {
  await (await openNav(page, texts)).getByRole("button", { name: texts.logout }).click();
}

/** The whole account path in one language; `prefix` names the screenshots. */
async function accountPath(page: Page, texts: AccountTexts, prefix: string) {
  // The landing page, drawn in the visitor's language over the prerendered English one.
  await page.goto("/");
  await page.getByRole("heading", { name: texts.landingHeading, level: 1 }).waitFor(LONG);
  await expectLanguage(page, texts);
  expect(await page.title()).toBe(texts.landingTitle);
  await page.getByLabel(texts.codeLabel, { exact: true }).waitFor();
  await page.getByRole("button", { name: texts.codeJoin, exact: true }).waitFor();
  await checkAccountScreen(page, `${prefix}-landing`);

  // Sign up: a check's message and the password rules in the language.
  await page.getByRole("link", { name: texts.signupLink, exact: true }).click();
  await page.getByRole("heading", { name: texts.signupHeading, level: 1 }).waitFor(LONG);
  const account = uniqueUserDetails();
  expect(await visibleText(page.locator(".password-rules-title"))).toBe(texts.passwordRules);
  expect(await page.locator(".password-rules li").first().textContent()).toBe(texts.firstRuleUnmet);
  await page.getByLabel(texts.email, { exact: true }).fill(account.email);
  await page.getByLabel(texts.confirmEmail, { exact: true }).fill(`other-${account.email}`);
  await page.getByLabel(texts.password, { exact: true }).fill(account.password);
  await page.getByLabel(texts.confirmPassword, { exact: true }).fill(account.password);
  await page.getByLabel(texts.displayName, { exact: true }).fill(account.displayName);
  await page.getByRole("button", { name: texts.signupButton, exact: true }).click();
  expect(await visibleText(page.getByRole("alert"))).toBe(texts.emailsDoNotMatch);
  await checkAccountScreen(page, `${prefix}-signup`);
  await page.getByLabel(texts.confirmEmail, { exact: true }).fill(account.email);
  await page.getByRole("button", { name: texts.signupButton, exact: true }).click();
  await expectPath(page, "/dashboard");

  // Log out, and in again.
  await logOut(page, texts);
  await page.getByRole("link", { name: texts.loginLink, exact: true }).click();
  await page.getByRole("heading", { name: texts.loginHeading, level: 1 }).waitFor(LONG);
  await page.getByLabel(texts.email, { exact: true }).fill(account.email);
  await page.getByLabel(texts.password, { exact: true }).fill(account.password);
  await checkAccountScreen(page, `${prefix}-login`);
  await page.getByRole("button", { name: texts.loginButton, exact: true }).click();
  await expectPath(page, "/dashboard");

  // A group: created from the groups list, then opened.
  await goVia(page, texts, texts.groupsLink);
  await expectPath(page, "/groups");
  await page.getByRole("heading", { name: texts.groupsHeading, level: 1 }).waitFor();
  await page.locator(".groups-header").getByRole("button", { name: texts.createGroup }).click();
  const dialog = page.getByRole("dialog", { name: texts.createGroup });
  expect(await visibleText(dialog.locator(".field-hint"))).toBe(texts.keepsDefault);
  await dialog.getByRole("button", { name: texts.cancel }).waitFor();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, `${prefix}-create-group`);
  const groupName = texts.groupName;
  await dialog.getByLabel(texts.name, { exact: true }).fill(groupName);
  await dialog.getByRole("button", { name: texts.createGroup }).click();
  expect(await visibleText(page.locator(".groups-status"))).toBe(texts.created(groupName));
  const myGroups = page.getByRole("list", { name: texts.myGroups });
  await myGroups.getByText(texts.founder, { exact: true }).waitFor();
  await myGroups.getByRole("button", { name: texts.leaveThisGroup }).waitFor();
  await page.getByRole("button", { name: texts.findGroups, exact: true }).waitFor();
  await checkAccountScreen(page, `${prefix}-groups`);

  await myGroups.getByRole("link", { name: groupName }).click();
  await page.getByRole("heading", { name: groupName, level: 1 }).waitFor(LONG);
  await page.getByRole("heading", { name: texts.topMembers, level: 2 }).waitFor(LONG);
  await page.getByRole("heading", { name: texts.allMembers, level: 2 }).waitFor();
  await page.getByRole("button", { name: texts.renameGroup }).waitFor();
  await page.getByRole("heading", { name: texts.decks, level: 2 }).waitFor();
  await page.getByRole("button", { name: texts.addDeck }).waitFor();
  await page.getByText(texts.noDecksInGroup, { exact: true }).waitFor(LONG);
  await checkAccountScreen(page, `${prefix}-group-detail`);
  await page.getByRole("button", { name: texts.deleteGroup }).click();
  const confirm = page.getByRole("dialog", { name: texts.deleteTitle(groupName) });
  await confirm.getByRole("button", { name: texts.cancel }).waitFor();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, `${prefix}-delete-group`);
  await confirm.getByRole("button", { name: texts.cancel }).click();

  // The profile: title, visibility, stats.
  await goVia(page, texts, texts.profileLink);
  await page.getByRole("heading", { name: texts.stats, level: 2 }).waitFor(LONG);
  expect(await page.title()).toBe(texts.myProfile);
  expect(await visibleText(page.locator(".profile-visibility"))).toBe(texts.yourProfilePublic);
  await page.getByRole("img", { name: texts.pictureAlt(account.displayName) }).waitFor();
  await page.getByText(texts.topWins, { exact: true }).waitFor();
  await page.getByRole("link", { name: texts.editInSettings }).waitFor();
  await checkAccountScreen(page, `${prefix}-profile`);

  // Settings: the sections, the privacy switch, a study setting's check.
  await goVia(page, texts, texts.settingsLink);
  await page.getByRole("heading", { name: texts.settingsHeading, level: 1 }).waitFor(LONG);
  for (const section of texts.sections) await page.getByRole("heading", { name: section, level: 2 }).waitFor();
  const privacy = page.getByRole("switch", { name: texts.privateProfile });
  await privacy.click();
  await expect.poll(() => privacy.getAttribute("aria-checked"), LONG).toBe("true");
  expect(await privacy.textContent()).toBe(texts.privateState);
  const study = page.getByRole("region", { name: texts.sections[3] });
  await study.getByLabel(texts.retention, { exact: true }).fill("2");
  await study.getByRole("button", { name: texts.save }).click();
  expect(await visibleText(study.getByRole("alert"))).toBe(texts.retentionRange);
  await page.getByRole("button", { name: texts.deleteAccount }).waitFor();
  await checkAccountScreen(page, `${prefix}-settings`);
}

describe("the account's screens in Spanish and in Arabic (issue 33)", () => {
  test("a browser that speaks Spanish signs up, logs in, makes a group and visits profile and settings in Spanish", async () => {
    const page = await e2e.newPage(DESKTOP, { locale: "es-MX" });
    await accountPath(page, spanish, "lang-es");
  });

  test("an Arabic visitor does the same on a phone, right to left, the sidebar's menu mirrored", async () => {
    const page = await e2e.newPage(TALL_PHONE, { touch: true, locale: "en-US" });
    await page.context().addCookies([{ name: "qd_lang", value: "ar", url: e2e.baseUrl }]);
    await accountPath(page, arabic, "lang-ar");

    // The sidebar's header mirrored: the brand at the right, the menu button at the left.
    await page.evaluate(() => window.scrollTo(0, 0));
    const brand = await page.locator(".sidebar-header .brand").boundingBox();
    const menu = await page.getByRole("button", { name: arabic.menu }).boundingBox();
    expect(brand && menu && brand.x > menu.x).toBe(true);
    await page.getByRole("button", { name: arabic.menu }).click();
    const nav = page.getByRole("navigation", { name: arabic.mainNav });
    await nav.waitFor();
    const link = await nav.getByRole("link", { name: arabic.groupsLink, exact: true }).boundingBox();
    const viewport = page.viewportSize() ?? TALL_PHONE;
    // Right to left, a link's text starts at the right edge.
    expect(link && link.x + link.width > viewport.width / 2).toBe(true);
    await expectNoSidewaysScroll(page, "lang-ar-menu");
    await saveScreenshot(page, "lang-ar-menu");
  });
});
