#include "CMallocCounter.h"
