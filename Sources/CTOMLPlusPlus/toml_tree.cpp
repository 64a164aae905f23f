// toml++ parses; this file copies its result into the plain C tree of toml_tree.h.
//
// toml++ 3.3 (Debian's libtomlplusplus-dev) is used header-only: its parser is compiled here,
// with the fuzzer's instrumentation when `make fuzz` builds it, and no shared library is loaded
// at start. Its errors come back as values (TOML_EXCEPTIONS 0); an exception from the standard
// library (out of memory) is caught here, so none crosses into Swift.

#define TOML_EXCEPTIONS 0
#define TOML_ENABLE_FORMATTERS 0
#define TOML_ENABLE_WINDOWS_COMPAT 0
#include <toml++/toml.h>

#include "toml_tree.h"

#include <cstdlib>
#include <cstring>
#include <exception>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

pd_toml_position position(const toml::source_position &place) {
    return pd_toml_position{place.line, place.column};
}

// Dates and times as TOML writes them, by toml++'s own printer.
template <typename Value>
std::string written(const Value &value) {
    std::ostringstream stream;
    stream << value;
    return stream.str();
}

// Nodes in breadth-first order, so that each table's entries and each array's elements sit
// next to each other, and the bytes of every key and string in one buffer.
struct Builder {
    std::vector<pd_toml_node> nodes;
    std::vector<const toml::node *> sources;
    std::string text;

    pd_toml_span keep(std::string_view bytes) {
        pd_toml_span span{text.size(), bytes.size()};
        text.append(bytes);
        return span;
    }

    void add(const toml::node &node, const toml::key *key) {
        pd_toml_node out{};
        out.value_position = position(node.source().begin);
        if (key != nullptr) {
            out.key = keep(key->str());
            out.key_position = position(key->source().begin);
        }
        switch (node.type()) {
        case toml::node_type::none:
        case toml::node_type::table: out.kind = PD_TOML_TABLE; break;
        case toml::node_type::array: out.kind = PD_TOML_ARRAY; break;
        case toml::node_type::string:
            out.kind = PD_TOML_STRING;
            out.text = keep(node.ref<std::string>());
            break;
        case toml::node_type::integer:
            out.kind = PD_TOML_INTEGER;
            out.integer = node.ref<int64_t>();
            break;
        case toml::node_type::floating_point:
            out.kind = PD_TOML_FLOAT;
            out.number = node.ref<double>();
            break;
        case toml::node_type::boolean:
            out.kind = PD_TOML_BOOLEAN;
            out.boolean = node.ref<bool>();
            break;
        case toml::node_type::date:
            out.kind = PD_TOML_DATE;
            out.text = keep(written(node.ref<toml::date>()));
            break;
        case toml::node_type::time:
            out.kind = PD_TOML_TIME;
            out.text = keep(written(node.ref<toml::time>()));
            break;
        case toml::node_type::date_time:
            out.kind = PD_TOML_DATE_TIME;
            out.text = keep(written(node.ref<toml::date_time>()));
            break;
        }
        nodes.push_back(out);
        sources.push_back(&node);
    }

    void build(const toml::table &root) {
        add(root, nullptr);
        for (size_t index = 0; index < nodes.size(); index++) {
            const toml::node &node = *sources[index];
            nodes[index].first_child = nodes.size();
            if (const toml::table *table = node.as_table()) {
                nodes[index].child_count = table->size();
                for (auto &&[key, child] : *table) add(child, &key);
            } else if (const toml::array *array = node.as_array()) {
                nodes[index].child_count = array->size();
                for (const toml::node &element : *array) add(element, nullptr);
            }
        }
    }
};

// A malloc'd copy, so that pd_toml_tree_free needs nothing of C++.
template <typename Element>
Element *copy(const Element *elements, size_t count) {
    auto *copied = static_cast<Element *>(std::malloc(count == 0 ? 1 : count * sizeof(Element)));
    if (copied != nullptr && count > 0) std::memcpy(copied, elements, count * sizeof(Element));
    return copied;
}

char *copy_message(std::string_view message) {
    char *copied = copy(message.data(), message.size() + 1);
    if (copied != nullptr) copied[message.size()] = '\0';
    return copied;
}

} // namespace

extern "C" pd_toml_tree pd_toml_parse(const char *bytes, size_t length) {
    pd_toml_tree tree{};
    try {
        toml::parse_result result = toml::parse(std::string_view(bytes == nullptr ? "" : bytes, length));
        if (!result) {
            const toml::parse_error &error = result.error();
            tree.error = copy_message(error.description());
            tree.error_position = position(error.source().begin);
            return tree;
        }
        Builder builder;
        builder.build(result.table());
        tree.nodes = copy(builder.nodes.data(), builder.nodes.size());
        tree.text = copy(builder.text.data(), builder.text.size());
        if (tree.nodes == nullptr || tree.text == nullptr) {
            pd_toml_tree_free(&tree);
            return tree;
        }
        tree.node_count = builder.nodes.size();
        tree.text_length = builder.text.size();
    } catch (const std::exception &) {
        pd_toml_tree_free(&tree);
    }
    return tree;
}

extern "C" void pd_toml_tree_free(pd_toml_tree *tree) {
    if (tree == nullptr) return;
    std::free(tree->nodes);
    std::free(tree->text);
    std::free(tree->error);
    *tree = pd_toml_tree{};
}
