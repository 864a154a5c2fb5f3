/** The socket event every signed-in app gets when a resource is published or restored (issue 19). No zod: the app's shell imports it. */
export const RESOURCES_PUBLISHED_EVENT = 'ResourcesPublished';

/** The designer's own menu entry: its flags guard every designer call but the published resources. */
export const DESIGNER_PATH = '/system/configuration/resources';
