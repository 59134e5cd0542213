// GTK 4 for Swift: the headers, plus a few inline helpers for the C that Swift cannot call directly
// (variadic functions and function-like macros). Everything else is called from Swift as it is.
#include <gtk/gtk.h>
// GSK's GL renderer (gsk_gl_renderer_new), which gtk.h leaves out: the tests render nodes with it as with the
// cairo renderer.
#include <gsk/gl/gskglrenderer.h>

/// Sets the accessible range of a slider-like widget: value now/min/max and the value text.
static inline void pagecontrol_accessible_update_range(GtkAccessible *accessible, double now, double min, double max,
                                                       const char *text) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, min,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, max, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

/// Sets the accessible label (the name assistive technology speaks before the value).
static inline void pagecontrol_accessible_update_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// Sets the accessible description.
static inline void pagecontrol_accessible_update_description(GtkAccessible *accessible, const char *description) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/// Loads CSS text into a provider with the call the running GTK prefers (load_from_string since 4.12).
static inline void pagecontrol_css_provider_load(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_css_provider_load_from_string(provider, css);
#else
    gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

/// Compares a numeric accessible property with `value`: NULL when equal, else the actual value as a newly
/// allocated string (free it with g_free). Wraps the variadic gtk_test_accessible_check_property.
static inline char *pagecontrol_test_accessible_check_number(GtkAccessible *accessible,
                                                             GtkAccessibleProperty property, double value) {
    return gtk_test_accessible_check_property(accessible, property, value);
}

/// Compares a string accessible property with `value`, as pagecontrol_test_accessible_check_number.
static inline char *pagecontrol_test_accessible_check_string(GtkAccessible *accessible,
                                                             GtkAccessibleProperty property, const char *value) {
    return gtk_test_accessible_check_property(accessible, property, value);
}
