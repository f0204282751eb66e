/**
 * Issue 33: decks, cards and study mode in the teacher's or student's language. A Spanish user (their browser's
 * language) at a laptop and an Arabic user (the qd_lang cookie) at a 390×844 phone each create a deck, add cards
 * with Quick add, edit a card (every editor label in their language), browse Find Decks and study the deck to the
 * end screen; axe clean at both widths, nothing wider than the viewport, Arabic right to left.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  checkScreen,
  DESKTOP,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  newUser,
  saveScreenshot,
  setUpE2e,
  TALL_PHONE,
  visibleText,
} from "./harness";

const e2e = setUpE2e();
const LONG = { timeout: 20_000 };

/** What the screens say in one language. */
interface DeckTexts {
  decks: string;
  addDeck: string;
  title: string;
  quickAdd: string;
  type: string;
  question: string;
  answer: string;
  incorrect: [string, string, string];
  saveCard: string;
  pressEnter: string;
  added: (count: number) => string;
  private: string;
  cardsList: string;
  editingCard: string;
  questionType: string;
  timeLimit: string;
  points: string;
  edit: string;
  save: string;
  order: string;
  orderLegend: string;
  item: string;
  saveAnswers: string;
  undo: string;
  myDecks: string;
  findDecks: string;
  searchDecks: string;
  includeMine: string;
  details: string;
  study: string;
  studyHeading: (title: string) => string;
  flashcards: string;
  showAnswer: string;
  howWell: string;
  good: string;
  progress: (position: number, total: number) => string;
  complete: string;
  summary: string;
  summaryItems: string[];
  backToDeck: string;
  nextDue: RegExp;
  import: { button: string; dialog: string; fromList: string; list: string; preview: string; ready: string };
  importFour: string;
  previewRegion: string;
  cancel: string;
}

const spanish: DeckTexts = {
  decks: "Mazos",
  addDeck: "Agregar mazo",
  title: "Título",
  quickAdd: "Agregar rápido",
  type: "Tipo",
  question: "Pregunta",
  answer: "Respuesta",
  incorrect: ["Incorrecta 1", "Incorrecta 2", "Incorrecta 3"],
  saveCard: "Guardar tarjeta",
  pressEnter: "Pulsa Intro para guardar una tarjeta.",
  added: (count) =>
    count === 1 ? "1 tarjeta agregada. Escribe la siguiente." : `${count} tarjetas agregadas. Escribe la siguiente.`,
  private: "Mazo privado",
  cardsList: "Tarjetas",
  editingCard: "Editar tarjeta",
  questionType: "Tipo de pregunta",
  timeLimit: "Tiempo límite",
  points: "Puntos",
  edit: "Editar",
  save: "Guardar",
  order: "Ordena",
  orderLegend: "Elementos en el orden correcto",
  item: "Elemento",
  saveAnswers: "Guardar respuestas",
  undo: "Deshacer cambios",
  myDecks: "Mis mazos",
  findDecks: "Buscar mazos",
  searchDecks: "Buscar mazos",
  includeMine: "Incluir mis mazos",
  details: "2 tarjetas · 0 me gusta",
  study: "Estudiar",
  studyHeading: (title) => `Estudiar: ${title}`,
  flashcards: "Tarjetas",
  showAnswer: "Mostrar respuesta",
  howWell: "¿Qué tan bien te la sabías?",
  good: "Bien",
  progress: (position, total) => `Tarjeta ${position} de ${total}`,
  complete: "Sesión terminada",
  summary: "Resumen",
  summaryItems: ["Repasadas 2", "Correctas 2"],
  backToDeck: "Volver al mazo",
  nextDue: /^La próxima tarjeta se repasa (dentro de \d+ (días|horas|minutos)|mañana|pasado mañana)\.$/,
  import: {
    button: "Importar",
    dialog: "Importar tarjetas",
    fromList: "Una lista pegada (exportada de Quizlet)",
    list: "Términos y definiciones",
    preview: "Vista previa",
    ready: "4 tarjetas están listas para importar.",
  },
  importFour: "Importar 4 tarjetas",
  previewRegion: "Vista previa, desplazable",
  cancel: "Cancelar",
};

const arabic: DeckTexts = {
  decks: "المجموعات",
  addDeck: "إضافة مجموعة",
  title: "العنوان",
  quickAdd: "إضافة سريعة",
  type: "النوع",
  question: "السؤال",
  answer: "الإجابة",
  incorrect: ["خاطئة 1", "خاطئة 2", "خاطئة 3"],
  saveCard: "حفظ البطاقة",
  pressEnter: "اضغط Enter لحفظ بطاقة.",
  added: (count) => (count === 1 ? "أُضيفت بطاقة واحدة. اكتب التالية." : "أُضيفت بطاقتان. اكتب التالية."),
  private: "مجموعة خاصة",
  cardsList: "البطاقات",
  editingCard: "تعديل البطاقة",
  questionType: "نوع السؤال",
  timeLimit: "الحد الزمني",
  points: "النقاط",
  edit: "تعديل",
  save: "حفظ",
  order: "رتّب",
  orderLegend: "العناصر بالترتيب الصحيح",
  item: "العنصر",
  saveAnswers: "حفظ الإجابات",
  undo: "التراجع عن التغييرات",
  myDecks: "مجموعاتي",
  findDecks: "ابحث عن مجموعات",
  searchDecks: "ابحث في المجموعات",
  includeMine: "تضمين مجموعاتي",
  details: "بطاقتان · لا إعجابات",
  study: "دراسة",
  studyHeading: (title) => `دراسة: ${title}`,
  flashcards: "بطاقات تعليمية",
  showAnswer: "اعرض الإجابة",
  howWell: "ما مدى معرفتك بها؟",
  good: "جيدة",
  progress: (position, total) => `البطاقة ${position} من ${total}`,
  complete: "اكتملت الجلسة",
  summary: "الملخص",
  summaryItems: ["تمت مراجعتها 2", "صحيحة 2"],
  backToDeck: "العودة إلى المجموعة",
  nextDue: /^موعد البطاقة التالية (خلال .+|غدًا|بعد الغد)\.$/,
  import: {
    button: "استيراد",
    dialog: "استيراد البطاقات",
    fromList: "قائمة ملصوقة (مُصدَّرة من Quizlet)",
    list: "المصطلحات والتعريفات",
    preview: "معاينة",
    ready: "4 بطاقات جاهزة للاستيراد.",
  },
  importFour: "استيراد 4 بطاقات",
  previewRegion: "معاينة، قابلة للتمرير",
  cancel: "إلغاء",
};

const cards = [
  { question: "¿Capital de Francia? / عاصمة فرنسا؟", answer: "París", wrong: "Lyon" },
  { question: "¿Capital de Japón? / عاصمة اليابان؟", answer: "Tokio", wrong: "Osaka" },
];

/** Axe and a screenshot at both widths, and no sideways scrolling at the page's own. */
async function checkDeckScreen(page: Page, name: string) {
  await checkScreen(page, name);
  await expectNoSidewaysScroll(page, name);
}

/** A title no earlier run's public deck has: Find Decks lists everyone's. */
const uniqueTitle = (title: string) => `${title} ${Date.now() % 1_000_000}`;

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** Add Deck, then two cards by Quick add (Enter saves each); every label in the language. */
async function createDeck(page: Page, texts: DeckTexts, title: string, prefix: string) {
  await page.goto("/decks");
  await page.getByRole("heading", { name: texts.decks, level: 1 }).waitFor(LONG);
  expect(await page.title()).toBe(`${texts.decks} · Quizdeck`);
  await page.getByRole("heading", { name: texts.myDecks, level: 2 }).waitFor(LONG);
  await checkDeckScreen(page, `${prefix}-list`);

  await page.locator(".deck-toolbar").getByRole("button", { name: texts.addDeck, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: texts.addDeck });
  await dialog.getByLabel(texts.title, { exact: true }).fill(title);
  await dialog.getByLabel(texts.title, { exact: true }).press("Enter");
  await page.locator(".open-deck-title").getByText(title).waitFor(LONG);
  expect(await page.getByRole("checkbox", { name: texts.private }).isChecked()).toBe(false);

  const quickAdd = page.getByRole("region", { name: texts.quickAdd });
  expect(await visibleText(quickAdd.getByRole("status"))).toBe(texts.pressEnter);
  expect(await quickAdd.getByLabel(texts.type, { exact: true }).inputValue()).toBe("multiple_choice");
  for (const [index, card] of cards.entries()) {
    await quickAdd.getByLabel(texts.question, { exact: true }).fill(card.question);
    await quickAdd.getByLabel(texts.answer, { exact: true }).fill(card.answer);
    await quickAdd.getByLabel(texts.incorrect[0], { exact: true }).fill(card.wrong);
    for (const label of texts.incorrect.slice(1)) await quickAdd.getByLabel(label, { exact: true }).waitFor();
    await quickAdd.getByLabel(texts.incorrect[0], { exact: true }).press("Enter");
    await expect.poll(() => visibleText(quickAdd.getByRole("status")), LONG).toBe(texts.added(index + 1));
  }
  await expect.poll(() => page.getByRole("list", { name: texts.cardsList }).getByRole("link").count(), LONG).toBe(2);
  expect(await button(page, texts.saveCard).count()).toBe(1);
  await checkDeckScreen(page, `${prefix}-deck`);

  // The import dialog: a pasted list previewed, its table and summary in the language; Cancel imports nothing.
  await button(page, texts.import.button).click();
  const importDialog = page.getByRole("dialog", { name: texts.import.dialog });
  await importDialog.getByLabel(texts.import.fromList).check();
  await importDialog
    .getByLabel(texts.import.list, { exact: true })
    .fill("perro\tdog\ngato\tcat\ncaballo\thorse\nvaca\tcow");
  await importDialog.getByRole("button", { name: texts.import.preview, exact: true }).click();
  await expect.poll(() => visibleText(importDialog.getByRole("status")), LONG).toBe(texts.import.ready);
  await importDialog.getByRole("region", { name: texts.previewRegion }).waitFor();
  await button(page, texts.importFour).waitFor();
  // Preview turns from primary to secondary: axe reads its colours once that transition is over.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
  await checkDeckScreen(page, `${prefix}-import`);
  await importDialog.getByRole("button", { name: texts.cancel, exact: true }).click();
  await importDialog.waitFor({ state: "detached" });
}

/** Opens the first card: the editor's labels, a question edited, a type switched to Put in order and undone. */
async function editCard(page: Page, texts: DeckTexts, prefix: string) {
  await page.getByRole("list", { name: texts.cardsList }).getByRole("link").first().click();
  await page.getByRole("heading", { name: texts.editingCard, level: 1 }).waitFor(LONG);
  expect(await page.title()).toBe(`${texts.editingCard} · Quizdeck`);
  for (const label of [texts.question, texts.answer, ...texts.incorrect, texts.timeLimit]) {
    await button(page, `${texts.edit} ${label}`).waitFor();
  }
  expect(await page.getByLabel(texts.points, { exact: true }).inputValue()).toBe("standard");

  await button(page, `${texts.edit} ${texts.question}`).click();
  await page.getByLabel(texts.question, { exact: true }).fill(`${cards[0]?.question} ✓`);
  await button(page, `${texts.save} ${texts.question}`).click();
  await page.getByText(`${cards[0]?.question} ✓`).waitFor(LONG);

  const type = page.getByLabel(texts.questionType, { exact: true });
  await type.selectOption("order");
  expect(await type.locator("option:checked").textContent()).toBe(texts.order);
  await page.getByRole("group", { name: texts.orderLegend }).waitFor();
  for (const number of [1, 2, 3]) await page.getByLabel(`${texts.item} ${number}`, { exact: true }).waitFor();
  await button(page, texts.saveAnswers).waitFor();
  await checkDeckScreen(page, `${prefix}-editor`);
  await button(page, texts.undo).click();
  await expect.poll(() => type.inputValue()).toBe("multiple_choice");
  await page.goBack();
  await page.locator(".open-deck-title").waitFor(LONG);
}

/** Find Decks with "Include my decks": the user's own deck, with its card and like counts. */
async function findOwnDeck(page: Page, texts: DeckTexts, title: string, prefix: string) {
  await page.goto("/decks");
  await button(page, texts.findDecks).click();
  await page.getByRole("heading", { name: texts.findDecks, level: 2 }).waitFor(LONG);
  await page.getByRole("searchbox", { name: texts.searchDecks }).fill(title);
  await page.getByRole("checkbox", { name: texts.includeMine }).check();
  // The typed search has reached the address (and the list) before a row is picked from it.
  await expect.poll(() => new URL(page.url()).searchParams.get("q"), LONG).toBe(title);
  // The search forgives typos, so earlier runs' decks may be found too: the row is the one with this title.
  const row = page
    .getByRole("list", { name: texts.findDecks })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await expect.poll(() => row.count(), LONG).toBe(1);
  expect(await visibleText(row.locator(".deck-row-details"))).toBe(texts.details);
  await checkDeckScreen(page, `${prefix}-find`);
  await row.getByRole("link", { name: title, exact: true }).click();
  await page.locator(".open-deck-title").waitFor(LONG);
}

/** Study mode's flashcards to the end screen: Show answer, Good, twice. */
async function studyDeck(page: Page, texts: DeckTexts, title: string, prefix: string) {
  await page.getByRole("link", { name: texts.study, exact: true }).click();
  await page.getByRole("heading", { name: texts.studyHeading(title), level: 1 }).waitFor(LONG);
  await button(page, texts.flashcards).waitFor();
  for (const position of [1, 2]) {
    await expect.poll(() => visibleText(page.locator(".study-progress")), LONG).toBe(texts.progress(position, 2));
    await button(page, texts.showAnswer).click();
    await page.getByRole("group", { name: texts.howWell }).waitFor();
    if (position === 1) await checkDeckScreen(page, `${prefix}-study`);
    await page.getByRole("group", { name: texts.howWell }).getByRole("button", { name: texts.good }).click();
  }
  await page.getByRole("heading", { name: texts.complete, level: 2 }).waitFor(LONG);
  const figures = await page.getByRole("list", { name: texts.summary }).getByRole("listitem").allTextContents();
  expect(figures.map((text) => text.replace(/\s+/g, " ").trim())).toEqual(texts.summaryItems);
  expect(await visibleText(page.locator(".study-next-due"))).toMatch(texts.nextDue);
  await page.getByRole("link", { name: texts.backToDeck }).waitFor();
  await checkDeckScreen(page, `${prefix}-done`);
}

describe("decks, cards and study mode in Spanish and in Arabic (issue 33)", () => {
  test("a laptop whose browser speaks Spanish makes a deck, edits a card, finds the deck and studies it", async () => {
    const page = await e2e.newPage(DESKTOP, { locale: "es-MX" });
    await newUser(page);
    const title = uniqueTitle("Capitales");
    await createDeck(page, spanish, title, "lang-decks-es");
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      "es",
      "ltr",
    ]);
    await editCard(page, spanish, "lang-decks-es");
    await findOwnDeck(page, spanish, title, "lang-decks-es");
    await studyDeck(page, spanish, title, "lang-decks-es");
  });

  test("an Arabic phone (its qd_lang cookie) does the same right to left, nothing wider than the screen", async () => {
    const page = await e2e.newPage(TALL_PHONE, { touch: true, locale: "en-US" });
    await page.context().addCookies([{ name: "qd_lang", value: "ar", url: e2e.baseUrl }]);
    await newUser(page);
    const title = uniqueTitle("عواصم");
    await createDeck(page, arabic, title, "lang-decks-ar");
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      "ar",
      "rtl",
    ]);
    // Mirrored: the deck's actions run from the right, Back first.
    const back = await page.locator(".open-deck-actions").getByRole("link").first().boundingBox();
    const study = await page.getByRole("link", { name: arabic.study, exact: true }).boundingBox();
    expect(back && study && back.x > study.x).toBe(true);
    await editCard(page, arabic, "lang-decks-ar");
    await findOwnDeck(page, arabic, title, "lang-decks-ar");
    await studyDeck(page, arabic, title, "lang-decks-ar");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "lang-decks-ar-end");
  });
});
