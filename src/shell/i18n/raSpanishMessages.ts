import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
// @ts-expect-error -- ra-language-spanish (1.0.0) is plain CommonJS and ships no type declarations.
import legacySpanishMessages from 'ra-language-spanish';

/**
 * Spanish (Latin American neutral, "usted" register) messages for react-admin 5.
 *
 * `ra-language-spanish` 1.0.0 was written for react-admin 2: it covers only part of the
 * react-admin 5 keys, uses "tú", misses accents, has a few typos, one value left in English,
 * and some values use interpolation variables react-admin 5 no longer passes (e.g. `%{id}`
 * instead of `%{recordRepresentation}`).
 *
 * `raSpanishMessages` = ra-language-spanish deep-merged with `supplement` below (the supplement
 * wins), then pruned to exactly the keys of `ra-language-english` (which drops the obsolete
 * `ra.navigation.prev`). `tests/unit/i18n-ra-spanish.test.ts` checks the result against english.
 */

type Messages = { [key: string]: string | Messages };

const isObject = (value: unknown): value is Messages =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

/** Recursively merges `override` into `base`; values from `override` win. */
const deepMerge = (base: Messages, override: Messages): Messages => {
    const result: Messages = { ...base };
    for (const [key, value] of Object.entries(override)) {
        const current = result[key];
        result[key] = isObject(current) && isObject(value) ? deepMerge(current, value) : value;
    }
    return result;
};

/** Keeps only the keys of `messages` that also exist in `shape` (at every depth). */
const pickKeysOf = (messages: Messages, shape: Messages): Messages => {
    const result: Messages = {};
    for (const [key, shapeValue] of Object.entries(shape)) {
        const value = messages[key];
        if (value === undefined) continue;
        result[key] = isObject(shapeValue) && isObject(value) ? pickKeysOf(value, shapeValue) : value;
    }
    return result;
};

/**
 * Keys missing from ra-language-spanish, plus corrections of its existing values:
 * - "vars": interpolation variables or plural forms did not match react-admin 5;
 * - "fix": typo, missing accent, "tú" instead of "usted", English leftover or outdated meaning.
 * Keys without a comment are new in react-admin 3-5.
 */
const supplement: Messages = {
    ra: {
        action: {
            bulk_actions: '1 elemento seleccionado |||| %{smart_count} elementos seleccionados', // vars
            clear_array_input: 'Vaciar la lista',
            clear_input_value: 'Limpiar valor',
            clone: 'Duplicar',
            confirm: 'Confirmar',
            create_item: 'Crear %{item}',
            export: 'Exportar',
            remove_filter: 'Quitar este filtro', // fix
            remove_all_filters: 'Quitar todos los filtros',
            remove: 'Quitar', // fix
            reset: 'Restablecer',
            search: 'Buscar',
            search_columns: 'Buscar columnas',
            select_all: 'Seleccionar todo',
            select_all_button: 'Seleccionar todos',
            select_row: 'Seleccionar esta fila',
            unselect: 'Deseleccionar',
            expand: 'Expandir',
            close: 'Cerrar',
            open_menu: 'Abrir menú',
            close_menu: 'Cerrar menú',
            update: 'Actualizar',
            move_up: 'Subir',
            move_down: 'Bajar',
            open: 'Abrir',
            toggle_theme: 'Alternar modo claro/oscuro',
            select_columns: 'Columnas',
            update_application: 'Recargar la aplicación',
        },
        boolean: {
            true: 'Sí', // fix
            null: '\u2003', // em space, like english: a blank, language-neutral label
        },
        page: {
            dashboard: 'Tablero', // fix
            edit: '%{name} %{recordRepresentation}', // vars
            error: 'Algo salió mal',
            show: '%{name} %{recordRepresentation}', // vars
            empty: 'Aún no hay %{name}.',
            invite: '¿Desea agregar un elemento?',
            access_denied: 'Acceso denegado',
            authentication_error: 'Error de autenticación',
        },
        input: {
            file: {
                upload_several: 'Arrastre algunos archivos para subirlos o haga clic para seleccionar uno.', // fix
                upload_single: 'Arrastre un archivo para subirlo o haga clic para seleccionarlo.', // fix
            },
            image: {
                upload_several: 'Arrastre algunas imágenes para subirlas o haga clic para seleccionar una.', // fix
                upload_single: 'Arrastre una imagen para subirla o haga clic para seleccionarla.', // fix
            },
            references: {
                all_missing: 'No se encontraron los datos de las referencias.', // fix
            },
            password: {
                toggle_visible: 'Ocultar contraseña',
                toggle_hidden: 'Mostrar contraseña',
            },
        },
        message: {
            access_denied: 'No tiene los permisos necesarios para acceder a esta página',
            are_you_sure: '¿Está seguro?', // fix
            authentication_error: 'El servidor de autenticación devolvió un error y no se pudieron verificar sus credenciales.',
            auth_error: 'Se produjo un error al validar el token de autenticación.',
            bulk_delete_content: '¿Está seguro de que desea borrar este elemento (%{name})? |||| ¿Está seguro de que desea borrar estos %{smart_count} elementos?', // fix
            bulk_delete_title: 'Borrar %{name} |||| Borrar %{smart_count} %{name}', // fix
            bulk_update_content: '¿Está seguro de que desea actualizar %{name} %{recordRepresentation}? |||| ¿Está seguro de que desea actualizar estos %{smart_count} elementos?',
            bulk_update_title: 'Actualizar %{name} %{recordRepresentation} |||| Actualizar %{smart_count} %{name}',
            clear_array_input: '¿Está seguro de que desea vaciar toda la lista?',
            delete_content: '¿Está seguro de que desea borrar este elemento (%{name})?', // vars
            delete_title: 'Borrar %{name} %{recordRepresentation}', // vars
            details: 'Detalles',
            error: 'Se produjo un error en el cliente y no se pudo completar su solicitud.',
            invalid_form: 'El formulario no es válido. Por favor, revise los errores.', // fix
            loading: 'Por favor, espere', // fix
            not_found: 'La URL que escribió es incorrecta o el enlace que siguió no es válido.', // fix (was English)
            select_all_limit_reached: 'Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max} elementos.',
            unsaved_changes: 'Algunos de sus cambios no se guardaron. ¿Está seguro de que desea descartarlos?',
            yes: 'Sí', // fix
            placeholder_data_warning: 'Problema de red: no se pudieron actualizar los datos.',
        },
        navigation: {
            clear_filters: 'Limpiar filtros',
            no_filtered_results: 'No se encontraron %{name} con los filtros actuales.',
            no_results: 'No se encontraron %{name}', // vars
            no_more_results: 'La página número %{page} está fuera de los límites. Pruebe con la página anterior.', // fix
            page_out_of_boundaries: 'La página número %{page} está fuera de los límites', // fix
            page_out_from_end: 'No se puede avanzar más allá de la última página', // fix
            page_out_from_begin: 'No se puede retroceder antes de la página 1', // fix
            partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}',
            current_page: 'Página %{page}',
            page: 'Ir a la página %{page}',
            first: 'Ir a la primera página',
            last: 'Ir a la última página',
            next: 'Ir a la página siguiente', // fix (now an aria-label)
            previous: 'Ir a la página anterior',
            page_rows_per_page: 'Filas por página:',
            skip_nav: 'Saltar al contenido',
        },
        sort: {
            sort_by: 'Ordenar por %{field_lower_first} %{order}',
            ASC: 'ascendente',
            DESC: 'descendente',
        },
        auth: {
            auth_check_error: 'Por favor, inicie sesión para continuar',
            user_menu: 'Perfil',
            email: 'Correo electrónico',
            sign_in: 'Iniciar sesión', // fix
            sign_in_error: 'Error de autenticación, por favor intente de nuevo', // fix
            logout: 'Cerrar sesión', // fix
        },
        notification: {
            http_error: 'Error de comunicación con el servidor', // fix
            data_provider_error: 'Error del dataProvider. Revise la consola para más detalles.',
            i18n_error: 'No se pudieron cargar las traducciones para el idioma especificado',
            canceled: 'Acción cancelada', // fix
            logged_out: 'Su sesión ha finalizado, por favor vuelva a conectarse.',
            not_authorized: 'No está autorizado para acceder a este recurso.',
            application_update_available: 'Hay una nueva versión disponible.',
            offline: 'Sin conexión. No se pudieron obtener los datos.',
        },
        validation: {
            maxLength: 'Debe tener %{max} caracteres o menos', // fix
            minValue: 'Debe ser al menos %{min}', // fix
            number: 'Debe ser un número', // fix
            email: 'Debe ser un correo electrónico válido', // fix
            regex: 'Debe coincidir con un formato específico (regexp): %{pattern}', // fix
            unique: 'Debe ser único',
        },
        saved_queries: {
            label: 'Consultas guardadas',
            query_name: 'Nombre de la consulta',
            new_label: 'Guardar la consulta actual...',
            new_dialog_title: 'Guardar la consulta actual como',
            remove_label: 'Quitar consulta guardada',
            remove_label_with_name: 'Quitar la consulta "%{name}"',
            remove_dialog_title: '¿Quitar la consulta guardada?',
            remove_message: '¿Está seguro de que desea quitar ese elemento de su lista de consultas guardadas?',
            help: 'Filtre la lista y guarde esta consulta para más tarde',
        },
        guesser: {
            empty: {
                title: 'No hay datos para mostrar',
                message: 'Por favor, revise su proveedor de datos',
            },
        },
        configurable: {
            customize: 'Personalizar',
            configureMode: 'Configurar esta página',
            inspector: {
                title: 'Inspector',
                content: 'Pase el cursor sobre los elementos de la interfaz para configurarlos',
                reset: 'Restablecer configuración',
                hideAll: 'Ocultar todo',
                showAll: 'Mostrar todo',
            },
            Datagrid: {
                title: 'Tabla de datos',
                unlabeled: 'Columna sin etiqueta #%{column}',
            },
            SimpleForm: {
                title: 'Formulario',
                unlabeled: 'Campo sin etiqueta #%{input}',
            },
            SimpleList: {
                title: 'Lista',
                primaryText: 'Texto principal',
                secondaryText: 'Texto secundario',
                tertiaryText: 'Texto terciario',
            },
        },
    },
};

export const raSpanishMessages = pickKeysOf(
    deepMerge(legacySpanishMessages as Messages, supplement),
    englishMessages as unknown as Messages,
) as unknown as TranslationMessages;
