#if GTK
    import CGtk

    /// The paged widget a ``PageControlWidget`` follows and drives: an `AdwCarousel` or a `GtkStack`.
    struct PageSourceBinding {
        /// Which kind of source it is.
        enum Kind {
            /// An `AdwCarousel`: continuous position, scrolled with `adw_carousel_scroll_to`.
            case carousel
            /// A `GtkStack`: discrete pages, switched with `gtk_stack_set_visible_child`.
            case stack
        }

        /// Which kind of source it is.
        let kind: Kind
        /// The source, weakly: the binding ends quietly if it is finalized first.
        let source: GWeakObject
        /// The signal handlers connected on the source.
        var sourceHandlers: [gulong] = []
        /// A stack's pages model (`GtkSelectionModel`), held strongly while bound; nil for a carousel.
        var pages: UnsafeMutableRawPointer?
        /// The `items-changed` handler on ``pages``.
        var pagesHandler: gulong = 0
    }
#endif
