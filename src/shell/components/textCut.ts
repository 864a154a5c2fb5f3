/** Whether a one-line text's ellipsis cuts it: its content wider than its box by more than `slack` px. */
export const isTextCut = (element: Element, slack = 0): boolean => element.scrollWidth > element.clientWidth + slack;
