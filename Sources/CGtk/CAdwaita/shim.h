// libadwaita for Swift (AdwCarousel, AdwCarouselIndicatorDots).
//
// GTK comes in through CGtk's header first, so Clang imports the CGtk module here instead of copying the
// GTK declarations into this module too: every GTK type and constant then belongs to CGtk alone.
#include "../shim.h"
#include <adwaita.h>
