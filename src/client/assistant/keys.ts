/** sessionStorage keys of the assistant: the conversation stays in this tab and ends with it. */
export const CONVERSATION_KEY = 'immoz_assistant';
export const OPEN_KEY = 'immoz_assistant_open';
