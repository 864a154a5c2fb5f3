/** What the app's screens need of the Resource Designer's contract without zod (issue 19). */
import { MENU_PATHS } from '../menuPaths';

/** The socket event every signed-in app gets when a resource is published or restored. */
export const RESOURCES_PUBLISHED_EVENT = 'ResourcesPublished';

/** The designer's own menu entry: its flags guard every designer call but the published resources. */
export const DESIGNER_PATH = MENU_PATHS.designer;

/** Who a version the installation's seed published is recorded as published by (the app says "the installation"). */
export const SEED_PUBLISHER = 'seed';

/** The kinds a designed field may have (the engine's own, less those that need code: custom, password...). */
export const DESIGN_KINDS = ['text', 'multiline', 'email', 'url', 'number', 'boolean', 'select', 'reference', 'date'] as const;

/**
 * Rules across two fields of a design (issue 35 item 4): `differs` the field's value is not the other's (any kind);
 * `notAfter` it is on or before (at most) the other's, `notBefore` on or after (at least): dates and numbers.
 */
export const DESIGN_RULE_KINDS = ['differs', 'notAfter', 'notBefore'] as const;
export type DesignRuleKind = (typeof DESIGN_RULE_KINDS)[number];
