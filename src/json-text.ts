/** Whether a text is a JSON document (response bodies are text; some are JSON, some HTML or plain). */
export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
