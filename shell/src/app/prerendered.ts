/**
 * The attribute a prerendered page's `#root` carries until React has hydrated its route (shell/tools/prerender.mjs
 * sets it, App removes it). Until then styles.css lets no pointer event through: a click on markup React does
 * not own yet would be lost, and a form would be sent by the browser itself instead of its handler.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
