import { CARD_TYPED_EXPORT_HEADER, FILE_CHOICE_COLUMNS } from "@quizdeck/shared/card-transfer";
import type { LanguageCode } from "@quizdeck/shared/languages";

/**
 * Issue 33: a deck file's column names in the language of the person exporting it. An import reads the names of
 * every language (and any letter case or accents), so a file exported in Arabic imports anywhere; the cells' own
 * codes (a Type's `multiple_choice`, a Points' `standard`) are the same in every language.
 */
type Column = (typeof CARD_TYPED_EXPORT_HEADER)[number];

const choices = (word: string) =>
  Object.fromEntries(Array.from({ length: FILE_CHOICE_COLUMNS }, (_, at) => [`Choice${at + 1}`, `${word}${at + 1}`]));

const columnNames: Record<Exclude<LanguageCode, "en">, Record<Column, string>> = {
  es: {
    Question: "Pregunta",
    Answer: "Respuesta",
    Incorrect1: "Incorrecta1",
    Incorrect2: "Incorrecta2",
    Incorrect3: "Incorrecta3",
    Image_alt: "Descripción_imagen",
    Type: "Tipo",
    Time_limit: "Tiempo_límite",
    Points: "Puntos",
    ...choices("Opción"),
    Correct: "Correctas",
  } as Record<Column, string>,
  ar: {
    Question: "السؤال",
    Answer: "الإجابة",
    Incorrect1: "خاطئة1",
    Incorrect2: "خاطئة2",
    Incorrect3: "خاطئة3",
    Image_alt: "وصف_الصورة",
    Type: "النوع",
    Time_limit: "المهلة",
    Points: "النقاط",
    ...choices("خيار"),
    Correct: "الصحيحة",
  } as Record<Column, string>,
};

/** The export's header row in `language`. */
export const headerIn = (columns: readonly Column[], language: LanguageCode): string[] =>
  language === "en" ? [...columns] : columns.map((column) => columnNames[language][column] ?? column);

/** A name as an import compares it: trimmed, lower case, without accents. */
const comparable = (name: string) => name.trim().normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

const columnOfName = new Map<string, Column>();
for (const column of CARD_TYPED_EXPORT_HEADER) {
  columnOfName.set(comparable(column), column);
  for (const names of Object.values(columnNames)) columnOfName.set(comparable(names[column] ?? column), column);
}

/** The column a header cell names, in any of our languages; null for a name no language has. */
export const columnNamed = (name: string): Column | null => columnOfName.get(comparable(name)) ?? null;
