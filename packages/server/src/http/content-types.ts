/** The types of the bodies a route sends itself (Fastify sets JSON's for the objects it serialises). */
export const JSON_TYPE = "application/json; charset=utf-8";
export const CSV_TYPE = "text/csv; charset=utf-8";
