import type { CardType } from "@quizdeck/shared/card-types";
import { cardTypeLabels } from "@quizdeck/shared/card-types";
import type { LanguageCode } from "@quizdeck/shared/languages";
import type { AnswerResult } from "@quizdeck/shared/reports";

/**
 * Issue 33: a report's CSV in the language of the host who downloads it: its header, each answer's result and each
 * question's type. The web client says the same in its catalogs; players' answers, names and questions are as written.
 */
export interface ReportCsvWords {
  header: readonly string[];
  results: Record<AnswerResult, string>;
  cardTypes: Record<CardType, string>;
}

const english: ReportCsvWords = {
  header: [
    "Rank",
    "Player",
    "Score",
    "Question",
    "Question text",
    "Answer",
    "Result",
    "Points",
    "Answer time (s)",
    "Question type",
  ],
  results: {
    Correct: "Correct",
    Incorrect: "Incorrect",
    Answered: "Answered",
    "No answer": "No answer",
    "Not in the game yet": "Not in the game yet",
    "Not reached": "Not reached",
    Removed: "Removed",
  },
  cardTypes: cardTypeLabels,
};

const spanish: ReportCsvWords = {
  header: [
    "Puesto",
    "Jugador",
    "Puntuación",
    "Pregunta",
    "Texto de la pregunta",
    "Respuesta",
    "Resultado",
    "Puntos",
    "Tiempo de respuesta (s)",
    "Tipo de pregunta",
  ],
  results: {
    Correct: "Correcta",
    Incorrect: "Incorrecta",
    Answered: "Respondida",
    "No answer": "Sin respuesta",
    "Not in the game yet": "Aún no estaba en el juego",
    "Not reached": "No llegó a esta pregunta",
    Removed: "Eliminado",
  },
  cardTypes: {
    multiple_choice: "Opción múltiple",
    true_false: "Verdadero o falso",
    type_answer: "Escribe la respuesta",
    select_all: "Marca todas las que correspondan",
    poll: "Encuesta",
    order: "Ordena",
  },
};

const arabic: ReportCsvWords = {
  header: [
    "الترتيب",
    "اللاعب",
    "النقاط",
    "السؤال",
    "نص السؤال",
    "الإجابة",
    "النتيجة",
    "النقاط المكتسبة",
    "زمن الإجابة (ث)",
    "نوع السؤال",
  ],
  results: {
    Correct: "صحيحة",
    Incorrect: "خاطئة",
    Answered: "أجاب",
    "No answer": "لا إجابة",
    "Not in the game yet": "لم يكن في اللعبة بعد",
    "Not reached": "لم يصل إلى هذا السؤال",
    Removed: "أُزيل",
  },
  cardTypes: {
    multiple_choice: "اختيار من متعدد",
    true_false: "صح أم خطأ",
    type_answer: "اكتب الإجابة",
    select_all: "اختر كل ما ينطبق",
    poll: "استطلاع",
    order: "رتّب",
  },
};

export const reportCsvWords: Record<LanguageCode, ReportCsvWords> = { en: english, es: spanish, ar: arabic };
