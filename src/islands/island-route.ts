/** The route the /login island serves (src/islands/login.tsx); its document loads the island (scripts/vite-documents.ts). */
export const ISLAND_ROUTE = '/login';
