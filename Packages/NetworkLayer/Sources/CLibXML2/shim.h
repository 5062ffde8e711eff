// Debian's libxml2 is built with ICU, so its encoding.h includes the system's <unicode/ucnv.h>. Foundation
// ships its own ICU headers under the same names (the module _FoundationICU), and a Swift module that sees
// both fails to build ("'U_MF_…' from module '_FoundationICU' is not present in definition of 'enum
// UErrorCode' in module 'CLibXML2'"), depending on which module the compiler loads first. Nothing Mosaic
// calls touches libxml2's ICU converter fields, so the ICU part of its headers is left out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>
