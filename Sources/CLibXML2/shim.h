// libxml2 built with ICU would pull the system's ICU headers in beside the ICU that Swift's
// Foundation carries, and the two clash; Cellar uses no ICU-dependent libxml2 API, and handles
// encoders only by pointer, so the headers are read without it.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlmemory.h>

/// libxml2's `xmlFree` is a function pointer variable; this calls it for Swift.
static inline void cellar_xml_free(void *pointer) { xmlFree(pointer); }
