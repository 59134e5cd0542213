// The catalog's languages of Western Europe: each phrase on a line, in the order of PageControlStrings.Phrase, then the
// badge's count in each plural form of the language's rule (see PageControlStrings.Language).

extension PageControlStrings.Language {
    /// English (`en`), the fallback. Its phrases are a constant of their own, the one language's the web module
    /// keeps (PageControlStrings+LoadedPhrases.swift).
    static let english = Self(
        tag: "en", isRightToLeft: false, digits: .latin, badgeRule: .invariant, phrases: englishPhrases)

    /// English's phrases.
    static let englishPhrases: StaticString = """
        Page {page} of {count}
        Pages {first} to {last} of {count}
        Page {page} of at least {count}
        Pages {first} to {last} of at least {count}
        {title}, {value:lowercasedFirst}
        {value}, {percent}%
        {value}, {item}
        Page control
        First page
        Last page
        Previous page
        Next page
        Stop slide show
        Start slide show
        visited
        completed
        needs attention
        unavailable
        loading
        slide
        carousel
        new
        {count} new
        """

    /// German (`de`).
    static let german = Self(
        tag: "de", isRightToLeft: false, digits: .latin, badgeRule: .invariant,
        phrases: """
            Seite {page} von {count}
            Seiten {first} bis {last} von {count}
            Seite {page} von mindestens {count}
            Seiten {first} bis {last} von mindestens {count}
            {title}, {value}
            {value}, {percent}\u{00A0}%
            {value}, {item}
            Seitenanzeige
            Erste Seite
            Letzte Seite
            Vorherige Seite
            Nächste Seite
            Diashow stoppen
            Diashow starten
            besucht
            abgeschlossen
            Aufmerksamkeit erforderlich
            nicht verfügbar
            wird geladen
            Folie
            Karussell
            neu
            {count} neu
            """)

    /// French (`fr`).
    static let french = Self(
        tag: "fr", isRightToLeft: false, digits: .latin, badgeRule: .romance(oneIncludesZero: true),
        phrases: """
            Page {page} sur {count}
            Pages {first} à {last} sur {count}
            Page {page} sur au moins {count}
            Pages {first} à {last} sur au moins {count}
            {title}, {value:lowercasedFirst}
            {value}, {percent}\u{00A0}%
            {value}, {item}
            Indicateur de page
            Première page
            Dernière page
            Page précédente
            Page suivante
            Arrêter le diaporama
            Lancer le diaporama
            consultée
            terminée
            attention requise
            indisponible
            chargement en cours
            diapositive
            carrousel
            nouveau
            {count} nouveau
            {count} de nouveaux
            {count} nouveaux
            """)

    /// Spanish (`es`).
    static let spanish = Self(
        tag: "es", isRightToLeft: false, digits: .latin, badgeRule: .romance(oneIncludesZero: false),
        phrases: """
            Página {page} de {count}
            Páginas {first} a {last} de {count}
            Página {page} de al menos {count}
            Páginas {first} a {last} de al menos {count}
            {title}, {value:lowercasedFirst}
            {value}, {percent}\u{00A0}%
            {value}, {item}
            Indicador de página
            Primera página
            Última página
            Página anterior
            Página siguiente
            Detener presentación
            Iniciar presentación
            visitada
            completada
            requiere atención
            no disponible
            cargando
            diapositiva
            carrusel
            nuevo
            {count} nuevo
            {count} de nuevos
            {count} nuevos
            """)

    /// Italian (`it`).
    static let italian = Self(
        tag: "it", isRightToLeft: false, digits: .latin, badgeRule: .romance(oneIncludesZero: false),
        phrases: """
            Pagina {page} di {count}
            Pagine da {first} a {last} di {count}
            Pagina {page} di almeno {count}
            Pagine da {first} a {last} di almeno {count}
            {title}, {value:lowercasedFirst}
            {value}, {percent}%
            {value}, {item}
            Indicatore di pagina
            Prima pagina
            Ultima pagina
            Pagina precedente
            Pagina successiva
            Interrompi presentazione
            Avvia presentazione
            visitata
            completata
            richiede attenzione
            non disponibile
            in caricamento
            diapositiva
            carosello
            nuovo
            {count} nuovo
            {count} di nuovi
            {count} nuovi
            """)

    /// Portuguese (`pt`).
    ///
    /// Brazilian and European Portuguese say this the same way, so "pt-BR" and "pt-PT" both use "pt".
    static let portuguese = Self(
        tag: "pt", isRightToLeft: false, digits: .latin, badgeRule: .romance(oneIncludesZero: true),
        phrases: """
            Página {page} de {count}
            Páginas {first} a {last} de {count}
            Página {page} de pelo menos {count}
            Páginas {first} a {last} de pelo menos {count}
            {title}, {value:lowercasedFirst}
            {value}, {percent}%
            {value}, {item}
            Indicador de página
            Primeira página
            Última página
            Página anterior
            Próxima página
            Parar apresentação
            Iniciar apresentação
            visitada
            concluída
            requer atenção
            indisponível
            em carregamento
            slide
            carrossel
            novo
            {count} novo
            {count} de novos
            {count} novos
            """)

    /// Dutch (`nl`).
    static let dutch = Self(
        tag: "nl", isRightToLeft: false, digits: .latin, badgeRule: .invariant,
        phrases: """
            Pagina {page} van {count}
            Pagina's {first} tot en met {last} van {count}
            Pagina {page} van minstens {count}
            Pagina's {first} tot en met {last} van minstens {count}
            {title}, {value:lowercasedFirst}
            {value}, {percent}%
            {value}, {item}
            Pagina-indicator
            Eerste pagina
            Laatste pagina
            Vorige pagina
            Volgende pagina
            Stop diavoorstelling
            Start diavoorstelling
            bezocht
            voltooid
            vereist aandacht
            niet beschikbaar
            wordt geladen
            dia
            carrousel
            nieuw
            {count} nieuw
            """)

    /// Swedish (`sv`).
    static let swedish = Self(
        tag: "sv", isRightToLeft: false, digits: .latin, badgeRule: .oneOther,
        phrases: """
            Sida {page} av {count}
            Sidorna {first} till {last} av {count}
            Sida {page} av minst {count}
            Sidorna {first} till {last} av minst {count}
            {title}, {value:lowercasedFirst}
            {value}, {percent}\u{00A0}%
            {value}, {item}
            Sidindikator
            Första sidan
            Sista sidan
            Föregående sida
            Nästa sida
            Stoppa bildspel
            Starta bildspel
            besökt
            slutförd
            kräver uppmärksamhet
            inte tillgänglig
            läses in
            bild
            karusell
            ny
            {count} ny
            {count} nya
            """)
}
