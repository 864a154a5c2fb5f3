import { defineMessages } from '../i18n/defineMessages';

/** Texts of the layout area, under app.layout. */
export const layoutMessages = defineMessages({
  en: {
    app: {
      layout: {
        search: {
          placeholder: 'Search',
          open: 'Open search',
          close: 'Close search',
        },
        language: {
          label: 'Language',
        },
        user: {
          myAccount: 'My Account',
        },
        helper: {
          button: 'Help',
          title: 'Help and contact',
          intro: 'Questions about the console? Contact us:',
          close: 'Close help',
          email: 'Email',
          phone: 'Phone',
          social: 'Follow us',
          opensInNewTab: '%{name} (opens in a new tab)',
          networks: { twitter: 'Twitter', facebook: 'Facebook', instagram: 'Instagram' },
          unavailable: 'The contact details could not be loaded.',
        },
        footer: {
          copyright: 'Copyright © %{year} %{name}',
          version: 'Version %{version}',
          updated: 'Last update %{date}',
        },
        breadcrumb: {
          label: 'Breadcrumb',
          segments: {
            system: 'System',
            configuration: 'Configuration',
            report: 'Reports',
            components: 'Components',
            dashboard: 'Home',
            myAccount: 'My account',
            'not-authorized': 'Not authorized',
            'data-base': 'Service detail',
            warehouses: 'Warehouses',
            create: 'New',
            // the business lines' route prefixes (spec 01 §2.1)
            Catalog: 'Catalogue',
            SimCard: 'SIM cards',
            SatelliteTV: 'Satellite TV',
            MobileOperator: 'Mobile operator',
            Upload: 'Uploads',
            App: 'Application',
          },
        },
        menu: {
          label: 'Main menu',
          loading: 'Loading the menu',
          error: 'The menu could not be loaded.',
          retry: 'Retry',
          pin: 'Keep the menu open',
          unpin: 'Let the menu collapse',
        },
        notifications: {
          button: 'Notifications',
          title: 'Notifications',
          refresh: 'Refresh notifications',
          empty: 'You have no notifications.',
          disable: 'Disable notification %{code}',
          received: 'Notification received',
          process: {
            pending: 'Pending',
            processing: 'Processing',
            complete: 'Completed',
            error: 'Failed',
            unknown: 'Unknown state',
          },
        },
      },
    },
  },
  es: {
    app: {
      layout: {
        search: {
          placeholder: 'Buscar',
          open: 'Abrir búsqueda',
          close: 'Cerrar búsqueda',
        },
        language: {
          label: 'Idioma',
        },
        user: {
          myAccount: 'Mi cuenta',
        },
        helper: {
          button: 'Ayuda',
          title: 'Ayuda y contacto',
          intro: '¿Preguntas sobre la consola? Contáctenos:',
          close: 'Cerrar ayuda',
          email: 'Correo electrónico',
          phone: 'Teléfono',
          social: 'Síganos',
          opensInNewTab: '%{name} (se abre en una pestaña nueva)',
          networks: { twitter: 'Twitter', facebook: 'Facebook', instagram: 'Instagram' },
          unavailable: 'No se pudieron cargar los datos de contacto.',
        },
        footer: {
          copyright: 'Derechos reservados © %{year} %{name}',
          version: 'Versión %{version}',
          updated: 'Última actualización: %{date}',
        },
        breadcrumb: {
          label: 'Ruta de navegación',
          segments: {
            system: 'Sistema',
            configuration: 'Configuración',
            report: 'Reportes',
            components: 'Componentes',
            dashboard: 'Inicio',
            myAccount: 'Mi cuenta',
            'not-authorized': 'Sin autorización',
            'data-base': 'Detalle Servicio',
            warehouses: 'Bodegas',
            create: 'Nuevo',
            Catalog: 'Catálogo',
            SimCard: 'Tarjetas SIM',
            SatelliteTV: 'Televisión satelital',
            MobileOperator: 'Operador móvil',
            Upload: 'Cargues',
            App: 'Aplicación',
          },
        },
        menu: {
          label: 'Menú principal',
          loading: 'Cargando el menú',
          error: 'No se pudo cargar el menú.',
          retry: 'Reintentar',
          pin: 'Mantener el menú abierto',
          unpin: 'Permitir que el menú se contraiga',
        },
        notifications: {
          button: 'Notificaciones',
          title: 'Notificaciones',
          refresh: 'Actualizar notificaciones',
          empty: 'No tiene notificaciones.',
          disable: 'Desactivar la notificación %{code}',
          received: 'Notificación recibida',
          process: {
            pending: 'Pendiente',
            processing: 'En proceso',
            complete: 'Completado',
            error: 'Fallido',
            unknown: 'Estado desconocido',
          },
        },
      },
    },
  },
});
