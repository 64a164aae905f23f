#ifndef PLAYDECK_TOML_TREE_H
#define PLAYDECK_TOML_TREE_H

/* TOML parsed by toml++ (C++, in toml_tree.cpp), handed over as plain C: one call gives a tree
   of nodes in one array, one call frees it. Nothing of C++ shows here and nothing is kept
   between calls. Every node carries toml++'s own source positions, so that no one has to
   scan the text again to say where a key or a value was written. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What a node holds. */
typedef enum pd_toml_kind {
    PD_TOML_TABLE,
    PD_TOML_ARRAY,
    PD_TOML_STRING,
    PD_TOML_INTEGER,
    PD_TOML_FLOAT,
    PD_TOML_BOOLEAN,
    PD_TOML_DATE,       /* dates and times: `text` as TOML writes them */
    PD_TOML_TIME,
    PD_TOML_DATE_TIME,
} pd_toml_kind;

/* A place in the text: line and column from 1, columns counted in Unicode scalars.
   Line 0 means "no place". */
typedef struct pd_toml_position {
    uint32_t line;
    uint32_t column;
} pd_toml_position;

/* Bytes of UTF-8 in pd_toml_tree.text; they may hold NUL (a string's "\u0000"). */
typedef struct pd_toml_span {
    size_t offset;
    size_t length;
} pd_toml_span;

typedef struct pd_toml_node {
    pd_toml_kind kind;
    pd_toml_span key;                 /* the key in its table; empty for the root and for array elements */
    pd_toml_position key_position;    /* where that key is written; line 0 for the root and array elements */
    pd_toml_position value_position;  /* where the value begins; a header's '[' for a table or array of
                                         tables opened by `[name]` or `[[name]]` */
    pd_toml_span text;                /* PD_TOML_STRING and the dates and times */
    int64_t integer;                  /* PD_TOML_INTEGER */
    double number;                    /* PD_TOML_FLOAT */
    bool boolean;                     /* PD_TOML_BOOLEAN */
    size_t first_child;               /* a table's entries (in toml++'s key order) or an array's elements: */
    size_t child_count;               /* nodes[first_child] to nodes[first_child + child_count - 1] */
} pd_toml_node;

/* A parse's outcome: either nodes (nodes[0] is the root table) or an error. */
typedef struct pd_toml_tree {
    pd_toml_node *nodes;              /* NULL when the text is not TOML */
    size_t node_count;
    char *text;                       /* the bytes of every key, string, date and time */
    size_t text_length;
    char *error;                      /* toml++'s message (NUL-terminated) when the text is not TOML */
    pd_toml_position error_position;
} pd_toml_tree;

/* Parses `length` bytes of UTF-8 (a NUL among them is a character, not the end). With
   neither nodes nor error, memory ran out. Free the result with pd_toml_tree_free. */
pd_toml_tree pd_toml_parse(const char *bytes, size_t length);

/* Frees what pd_toml_parse allocated and empties the tree. */
void pd_toml_tree_free(pd_toml_tree *tree);

#ifdef __cplusplus
}
#endif

#endif
